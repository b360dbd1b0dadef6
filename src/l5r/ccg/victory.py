"""The four victories and their timing per edition.

* Military (Ivory "Military loss/victory"; celestial "MILITARY VICTORY"; Diamond
  "How to Win"): a player whose last province is destroyed loses at once; the
  last remaining player wins.
* Dishonor: Ivory -- a player at -20 or below at the end of his or her own turn
  loses; celestial and Diamond -- at any time (``Edition.dishonor_timing``).
* Honor: a player who starts his or her turn on 40 or more wins.
* Enlightenment: controlling Rings of the five elements wins immediately
  (celestial: each must have last entered play by its own text, ``Card.own_text``,
  ``Edition.enlighten_own_text``; a Ring that "does not count toward an Enlightenment
  Victory" is marked ``no_enlighten``).

In multiplayer games a losing player is eliminated (``Player.lost``) and leaves the game
(:mod:`l5r.ccg.multiplayer`); the game ends when one player remains.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.names import says
from . import model as m
from .editions import edition
from .index import in_play_by_type
from .multiplayer import leave_the_game
from .state import ELEMENTS

if TYPE_CHECKING:
    from ..engine.game import Game


def win(g: "Game", player: int, how: str) -> None:
    st = g.state
    if st.winner is None:
        st.winner = player
        st.victory = how
        g.log(f"{says(st.players[player].name, 'wins')}: {how} victory")


def lose(g: "Game", player: int, how: str) -> None:
    """Eliminate ``player``; with one player left, that player wins by ``how``."""
    st = g.state
    p = st.players[player]
    if p.lost or st.winner is not None:
        return
    p.lost = True
    g.log(f"{says(p.name, 'loses')} ({how})")
    left = [q.index for q in st.players if not q.lost]
    if len(left) == 1:
        win(g, left[0], how)
        return
    leave_the_game(g, player)  # Ivory "Player elimination"; Diamond "How to Win"


def check_military(g: "Game", player: int) -> None:
    if not g.state.players[player].provinces:
        lose(g, player, "military")


def check_dishonor(g: "Game") -> None:
    st = g.state
    ed = edition(st.edition)
    if ed.dishonor_timing != "immediate":
        return
    for p in st.players:
        if not p.lost and p.honor <= ed.dishonor_loss:
            lose(g, p.index, "dishonor")


def check_dishonor_end(g: "Game", player: int) -> None:
    st = g.state
    ed = edition(st.edition)
    if ed.dishonor_timing == "end_of_turn" and st.players[player].honor <= ed.dishonor_loss:
        lose(g, player, "dishonor")


def check_honor(g: "Game", player: int) -> bool:
    st = g.state
    ed = edition(st.edition)
    if st.players[player].honor >= ed.honor_victory:
        win(g, player, "honor")
        return True
    return False


def check_enlightenment(g: "Game") -> None:
    st = g.state
    own_text = edition(st.edition).enlighten_own_text  # celestial: "last entered play by its own text"
    for p in st.players:
        if p.lost:
            continue
        have = set()
        for u in in_play_by_type(st).get("ring", ()):
            c = st.cards[u]
            if c.controller == p.index \
                    and not m.flagged(st, c.uid, "no_enlighten") and (c.own_text or not own_text):
                have.update(k for k in m.keywords(st, c.uid) if k in ELEMENTS)
        if len(have) == 5:
            win(g, p.index, "enlightenment")
            return
