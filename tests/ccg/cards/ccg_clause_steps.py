"""Steps shared by the CCG card clause tests (issue 10): pass until a player may act, pay a
Gold cost, decline the Reactions offered."""

from __future__ import annotations

from l5r.ccg.testing import Table


def act_as(t: Table, player: int, limit: int = 6, contexts: tuple[str, ...] = ("combat", "action")) -> None:
    """Pass in the open action window until ``player`` has the opportunity to act (in a window
    of one of ``contexts``)."""
    for _ in range(limit):
        if t.pending is not None and t.pending.player == player and t.pending.context in contexts:
            return
        t.pass_()
    raise AssertionError(f"player {player} never got an opportunity: {t.labels()}")


def settle(t: Table) -> None:
    """Decline the Reactions offered (pass trigger windows)."""
    for _ in range(10):
        if t.pending is not None and t.pending.context == "trigger":
            t.pass_()
        else:
            return


def pay(t: Table) -> None:
    """Answer each Gold payment with the first option offered."""
    while t.pending is not None and t.pending.context in ("pay", "gold"):
        t.pick(t.pending.options[0].id)


def to_player(t: Table, p: int) -> None:
    """Pass the other players' opportunities until ``p`` is asked."""
    while t.pending is not None and t.pending.player != p:
        t.pass_()


def play_in_battle(t: Table, ability: str, attackers: list[int], defenders: list[int], **battle) -> None:
    """Open a battle of ``attackers`` against ``defenders`` (``battle``: the other arguments of
    ``Table.open_battle``), pass until player 0 is asked, and take ``ability`` (an option id,
    ``c<card>:<index>``)."""
    t.open_battle(attackers, defenders, **battle)
    to_player(t, 0)
    t.pick(ability)
