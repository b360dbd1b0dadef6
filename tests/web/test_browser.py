"""The browser pages (lobby, board, replay viewer) in a real Chromium, driven by Playwright,
against the real server (``l5r serve`` in a subprocess, :mod:`tests.web.conftest`).

Issue 12's acceptance: a full game against a bot to the victory screen for each game; two
browser contexts play each other; a reload mid-game resumes; a server restart mid-game
resumes; screenshots of the board at key moments are kept under ``test-artifacts/``.

The player's strategy is the simplest that ends games: the first option of each decision
(for a "choose many" decision, the first options until Done is allowed).
"""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from l5r.engine.agents import RandomAgent, act
from l5r.web.games import GAMES
from l5r.web.rooms import Room

LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
#: answers a test gives at most before it calls the game stuck
MAX_ANSWERS = 1500


def api(server: Any, path: str, body: dict | None = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(server.base + path, data=data, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


def new_page(browser: Any, size: dict = LAPTOP, errors: list | None = None) -> Any:
    ctx = browser.new_context(viewport=size)
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    if errors is not None:
        page.on("pageerror", lambda e: errors.append(str(e)))
    return page


def board_state(page: Any) -> dict:
    """Where the game stands on a board page (the body's data attributes)."""
    return page.evaluate("({...document.body.dataset})")


def wait_decision(page: Any) -> int:
    """Wait until this page shows its pending decision (or the result); the decision's number."""
    page.wait_for_selector("#decision.mine:not(.sent) button.opt, #decision.mine #done, body[data-status=finished]",
                           state="attached")
    return int(board_state(page)["seq"])


#: the option a passing player prefers (by id, or by the start of its label)
PASSING = "b => ['pass', 'done'].includes(b.dataset.id) || /^(pass|done|no)/i.test(b.textContent)"


def answer_first(page: Any, passing: bool = False) -> None:
    """Answer the shown decision with its first option (choose many: the first options until
    Done is allowed; ``passing``: the first option that passes, if any), and wait until the
    page shows the game moved on."""
    seq = board_state(page)["seq"]
    if page.query_selector("#done"):
        k = 0
        while page.is_disabled("#done"):
            page.locator("#decision button.opt").nth(k).click()
            k += 1
        page.click("#done")
    else:
        k = page.eval_on_selector_all("#decision button.opt", f"bs => Math.max(0, bs.findIndex({PASSING}))") \
            if passing else 0
        page.locator("#decision button.opt").nth(k).click()
    page.wait_for_function(
        "s => document.body.dataset.seq !== s || document.body.dataset.status === 'finished'", arg=seq)


def play_out(pages: dict[int, Any], limit: int = MAX_ANSWERS, stop_at: int | None = None,
             shots: dict[int, Path] | None = None, passing: bool = False, until: str | None = None) -> int:
    """Answer every decision of the people's ``pages`` (seat -> page) until the game ends (or
    ``stop_at`` answers, or until the board shows the selector ``until``) with
    :func:`answer_first`; screenshots of the first page after the
    answers named in ``shots``. How many answers were given."""
    watcher = next(iter(pages.values()))
    n = 0
    while n < limit and (stop_at is None or n < stop_at):
        st = board_state(watcher)
        if st.get("status") == "finished" or (until and watcher.query_selector(until)):
            return n
        if not st.get("toMove"):
            watcher.wait_for_function("document.body.dataset.toMove !== '' || "
                                      "document.body.dataset.status === 'finished'")
            continue
        if int(st["toMove"]) not in pages:  # a bot's seat (shown while it decides, on a slow machine): wait
            watcher.wait_for_function("s => Number(document.body.dataset.seq) > Number(s) || "
                                      "document.body.dataset.status === 'finished'", arg=st["seq"])
            continue
        page = pages[int(st["toMove"])]
        page.wait_for_selector(f"#decision.mine[data-seq='{st['seq']}'], body[data-status=finished]", state="attached")
        if board_state(page).get("status") == "finished":
            return n
        answer_first(page, passing)
        n += 1
        if shots and n in shots:
            watcher.screenshot(path=str(shots[n]))
        # the other page must have seen the move before we read where the game stands from it
        if page is not watcher:
            seq = board_state(page)["seq"]
            watcher.wait_for_function("s => Number(document.body.dataset.seq) >= Number(s)", arg=seq)
    if stop_at is not None and n >= stop_at:
        return n
    raise AssertionError(f"the game did not end within {limit} answers")


def create_in_lobby(page: Any, server: Any, game: str, name: str, opponent: str, seed: int,
                    option: tuple[str, str] | None = None, deck: str | None = None) -> None:
    page.goto(server.base + "/")
    page.wait_for_selector("#your-deck option", state="attached")
    page.click(f"label:has(#game-{game})")
    if option:
        page.select_option(f"#opt-{option[0]}", option[1])
    page.fill("#your-name", name)
    if deck:
        page.select_option("#your-deck", f"embedded:{deck}")
    page.select_option("#opponent", opponent)
    page.click("summary")
    page.fill("#seed", str(seed))
    page.click("#create")
    page.wait_for_url("**/play/**")


def finish_and_check_result(page: Any, artifacts: Path, prefix: str) -> None:
    page.wait_for_selector("#result:not([hidden]) .result-card h1")
    title = page.text_content("#result-card h1")
    assert title in ("Victory", "Defeat", "The game is over")
    text = page.text_content("#result-card .result-text") or ""
    assert "wins" in text or "No winner" in text, text
    page.screenshot(path=str(artifacts / f"{prefix}-result.png"))


# ---------------------------------------------------------------------- full games
def test_lcg_game_against_the_random_bot_to_the_result_screen_and_its_replay(server, browser, artifacts):
    """Issue 12: a full LCG game against a bot through the real browser, from the lobby to the
    victory screen; the board shows the LCG's public state; then the replay viewer steps."""
    errors: list[str] = []
    page = new_page(browser, errors=errors)
    create_in_lobby(page, server, "lcg", "Ann", "random", seed=11, deck="crab")
    assert "#token=" not in page.url  # the token left the address bar (kept in localStorage)
    wait_decision(page)
    assert page.text_content("#who") == "You are Ann"
    # the LCG board as players know it
    for sel in ("[data-ring=air]", "[data-ring=void]", ".player.you .province[data-slot='4']",
                ".player.opponent .province[data-slot='0']", ".player.you .home .card.type-stronghold"):
        assert page.query_selector(sel), sel
    page.screenshot(path=str(artifacts / "lcg-start.png"))
    # a card's description comes from the server (the project's own words, not copied text)
    page.click(".player.you .home .card.type-stronghold")
    assert "stronghold (crab)" in (page.text_content("#details-body .details-text") or "")
    # the decision's options name cards: those cards are marked, and a double click answers
    # (here: the stronghold province, on province 1)
    province = ".player.you .province[data-slot='0'] .card.actionable"
    page.click(province)
    assert page.locator("#details-body .details-options button.opt").count() == 1
    seq = board_state(page)["seq"]
    page.dblclick(province)
    page.wait_for_function("s => document.body.dataset.seq !== s", arg=seq)
    n = play_out({0: page}, until=".conflict .conflict-side.defenders")
    page.screenshot(path=str(artifacts / "lcg-conflict.png"))
    n += play_out({0: page}, stop_at=30)
    page.screenshot(path=str(artifacts / "lcg-mid.png"))
    assert page.query_selector_all(".player.you .card"), "the board shows our cards"
    n += play_out({0: page})
    finish_and_check_result(page, artifacts, "lcg")
    assert n > 10
    # the phone-sized board, after the game
    page.click("#result-card button")  # look at the board
    page.keyboard.press("Escape")  # (the card details sheet, on a phone)
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(artifacts / "lcg-phone-end.png"), full_page=False)
    page.set_viewport_size(LAPTOP)
    page.click("#decision a.btn")  # the replay link of the finished game's panel
    # the replay viewer
    page.wait_for_url("**/replay/**")
    page.wait_for_selector(".player.you")
    step = page.text_content("#step") or ""
    total = int(step.split("/")[1])
    assert step.startswith("0 /") and total >= n
    page.click("#next")
    page.wait_for_function("document.querySelector('#step').textContent.startsWith('1 /')")
    page.click("#last")
    page.wait_for_function(f"document.querySelector('#step').textContent.startsWith('{total} /')")
    page.select_option("#seat", "1")  # the bot's side of the board
    page.wait_for_function("location.search.includes('seat=1')")
    page.wait_for_selector(".player.you[data-player='1']")
    page.screenshot(path=str(artifacts / "replay-end.png"))
    page.click("#first")
    page.wait_for_function("document.querySelector('#step').textContent.startsWith('0 /')")
    assert not errors, errors
    page.context.close()


def test_ccg_game_against_the_random_bot_to_the_result_screen(server, browser, artifacts):
    """Issue 12: a full CCG game (Ivory) against a bot through the real browser. (Always the
    first option can stall a CCG game for ever -- both sides attacking with nothing --, so
    this player passes where it can: the game takes about a hundred answers.)"""
    errors: list[str] = []
    page = new_page(browser, errors=errors)
    create_in_lobby(page, server, "ccg", "Ben", "random", seed=3, option=("edition", "ivory"))
    wait_decision(page)
    assert page.query_selector(".player.you .province[data-slot='3']")
    assert "Family Honor" in (page.text_content(".player.you .player-head") or "")
    page.screenshot(path=str(artifacts / "ccg-start.png"))
    n = play_out({0: page}, passing=True, until=".battlefield")
    page.screenshot(path=str(artifacts / "ccg-battle.png"))
    n += play_out({0: page}, stop_at=20, passing=True)
    page.screenshot(path=str(artifacts / "ccg-mid.png"))
    n += play_out({0: page}, limit=400, passing=True)
    finish_and_check_result(page, artifacts, "ccg")
    assert n > 10
    page.click("#result-card button")  # look at the board, on a phone
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(artifacts / "ccg-phone-end.png"))
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"] + 1
    assert not errors, errors
    page.context.close()


# ---------------------------------------------------------------------- two people
def test_two_people_play_an_lcg_game_to_the_end(server, browser, artifacts):
    """Issue 12: one person creates a game with an open seat, another joins by its link;
    they chat and play to the end; a spectator watches only public information."""
    errors: list[str] = []
    ann = new_page(browser, errors=errors)
    create_in_lobby(ann, server, "lcg", "Ann", "person", seed=21, deck="crane")
    ann.wait_for_selector("#decision.waiting input.share")
    link = ann.input_value("#decision input.share")
    assert "/?join=" in link
    ben = new_page(browser, PHONE, errors=errors)
    ben.goto(link)
    ben.wait_for_selector(".join-form .join-name")
    ben.fill(".join-form .join-name", "Ben")
    ben.select_option(".join-form select", "embedded:phoenix")
    ben.click(".join-form .join-go")
    ben.wait_for_url("**/play/**")
    ben.wait_for_selector(".player.you")
    ann.wait_for_selector("body[data-status=playing]")
    assert ben.text_content("#who") == "You are Ben"
    # chat: Ann writes, Ben reads (as text: no markup from another player is ever run)
    ann.fill("#chat-input", "<b>good luck</b>")
    ann.click("#chat-send")
    ben.wait_for_selector("#chat-lines li:has-text('<b>good luck</b>')")
    # a spectator
    spectator = new_page(browser)
    spectator.goto(ann.url + "?watch")
    spectator.wait_for_selector(".player")
    assert spectator.text_content("#who") == "Watching"
    assert not spectator.query_selector("#decision.mine")
    n = play_out({0: ann, 1: ben}, shots={30: artifacts / "two-people-mid.png"})
    ben.screenshot(path=str(artifacts / "two-people-phone.png"))
    finish_and_check_result(ann, artifacts, "two-people")
    ben.wait_for_selector("#result:not([hidden])")
    spectator.wait_for_selector("#result:not([hidden])")
    assert n > 10
    assert not errors, errors
    for p in (ann, ben, spectator):
        p.context.close()


# ---------------------------------------------------------------------- resuming
def test_a_reload_mid_game_resumes_the_same_seat_and_decision(server, browser, artifacts):
    """Issue 12: the seat's token is remembered, so a reload resumes the same seat and decision."""
    page = new_page(browser)
    create_in_lobby(page, server, "lcg", "Cai", "random", seed=31, deck="lion")
    wait_decision(page)
    play_out({0: page}, stop_at=15)
    seq = wait_decision(page)
    prompt = page.text_content("#decision .prompt")
    labels = page.locator("#decision button.opt").all_text_contents()
    page.reload()
    page.wait_for_selector(f"#decision.mine[data-seq='{seq}']")
    assert page.text_content("#who") == "You are Cai"
    assert page.text_content("#decision .prompt") == prompt
    assert page.locator("#decision button.opt").all_text_contents() == labels
    assert page.locator("#log li").count() > 5  # the whole log again
    play_out({0: page}, stop_at=3)
    page.context.close()


def test_a_server_restart_mid_game_resumes(server, browser, artifacts):
    """Issue 12: the server stops mid-game; the page says it is reconnecting; a new server on
    the same database takes the game up where it stood and the page reconnects by itself."""
    page = new_page(browser)
    create_in_lobby(page, server, "lcg", "Dai", "random", seed=41, deck="dragon")
    wait_decision(page)
    play_out({0: page}, stop_at=12)
    seq = wait_decision(page)
    prompt = page.text_content("#decision .prompt")
    server.stop()
    page.wait_for_selector("#conn.bad")
    assert "reconnecting" in (page.text_content("#conn") or "")
    server.start()
    page.wait_for_selector("#conn.ok", timeout=20_000)
    page.wait_for_selector(f"#decision.mine[data-seq='{seq}']")
    assert page.text_content("#decision .prompt") == prompt
    play_out({0: page}, stop_at=5)
    assert int(board_state(page)["seq"]) > seq
    page.context.close()


# ---------------------------------------------------------------------- the rest of the page
def test_undo_refusal_and_success_clocks_and_the_phone_board(server, browser, artifacts):
    """Undo says why it is refused (a secret choice stays) and takes back a decision where the
    engine allows it; a chess clock is shown and runs for the player to move; the board fits
    a phone's width."""
    page = new_page(browser, PHONE)
    page.goto(server.base + "/")
    page.wait_for_selector("#your-deck option", state="attached")
    page.fill("#your-name", "Eve")
    page.select_option("#opponent", "random")
    page.select_option("#clock-kind", "chess")
    page.fill("#clock-main", "20")
    page.fill("#clock-inc", "5")
    page.click("summary")
    page.fill("#seed", "5")
    page.click("#create")
    page.wait_for_url("**/play/**")
    wait_decision(page)
    page.wait_for_selector(".clock-seat.running[data-seat='0']")
    assert page.text_content(".clock-seat[data-seat='0'] .clock-time") in ("20:00", "19:59", "19:58")
    page.screenshot(path=str(artifacts / "phone-start.png"))
    # no horizontal scrolling of the page on a phone
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"] + 1
    answer_first(page)  # the secret stronghold province
    page.click("#undo")
    page.wait_for_selector("#toast:not([hidden])")
    assert "cannot undo" in (page.text_content("#toast") or "")
    undone = False
    for _ in range(12):
        wait_decision(page)
        answer_first(page)
        before = int(board_state(page)["seq"])
        page.evaluate("document.querySelector('#toast').hidden = true")
        page.click("#undo")
        page.wait_for_function("s => Number(document.body.dataset.seq) < s || !document.querySelector('#toast').hidden",
                               arg=before)
        if int(board_state(page)["seq"]) < before:
            undone = True
            break
    assert undone, "no decision could be taken back in the first answers"
    wait_decision(page)  # the decision taken back is asked again, and can be answered
    answer_first(page)
    page.locator(".player.you .card[data-uid]").first.click()
    page.wait_for_selector("#details.open .details-name")
    page.screenshot(path=str(artifacts / "phone-card-details.png"))
    page.click("#details-close")
    # conceding ends the game at once
    page.click("#concede")
    page.click("#concede")
    page.wait_for_selector("#result:not([hidden])")
    assert page.text_content("#result-card h1") == "Defeat"
    page.context.close()


def test_lobby_checks_a_pasted_deck_and_lists_games(server, browser, artifacts):
    """The lobby checks a pasted deck list live with the server's messages, saves a legal one,
    and lists the games waiting for a player with Join."""
    page = new_page(browser)
    page.goto(server.base + "/")
    page.wait_for_selector("#your-deck option", state="attached")
    page.select_option("#your-deck", "paste")
    page.fill("#your-text", "3x Nowhere Card")
    page.wait_for_selector(".problems li")
    assert "no card titled 'Nowhere Card'" in (page.text_content(".problems") or "")
    page.click("#create")
    assert "not legal" in (page.text_content("#create-error") or "")
    crab = (Path(__file__).resolve().parents[2] / "src/l5r/lcg/data/decks/crab.txt").read_text()
    page.fill("#your-text", crab)
    page.wait_for_selector(".ok-line")
    page.fill(".paste input[type=text]", "My crab")
    page.click(".paste button")
    page.wait_for_function("document.querySelector('#your-deck').value.startsWith('saved:')")
    assert api(server, "/api/decks?game=lcg")[0]["name"] == "My crab"
    assert page.text_content("#create-error") == ""
    # a game with an open seat is listed with Join
    made = api(server, "/api/games", {"game": "lcg", "seats": [{"name": "Host", "deck": {"embedded": "crab"}},
                                                               {"open": True}]})
    page.click("#refresh")
    item = page.locator(f".game-item[data-id='{made['id']}']")
    item.locator("button.join").click()
    assert item.locator(".join-form").count() == 1
    page.screenshot(path=str(artifacts / "lobby.png"), full_page=True)
    page.context.close()


# ---------------------------------------------------------------------- the renderer alone
STATIC = Path(__file__).resolve().parents[2] / "src/l5r/web/static"


def _names(x: Any, out: set[str]) -> set[str]:
    """Every card name or title in a view."""
    if isinstance(x, dict):
        for k in ("name", "title"):
            if isinstance(x.get(k), str):
                out.add(x[k])
        for v in x.values():
            _names(v, out)
    elif isinstance(x, list):
        for v in x:
            if isinstance(v, str):
                out.add(v)  # the CCG's piles are lists of titles
            else:
                _names(v, out)
    return out


def _mid_game_view(game: str, answers: int) -> dict:
    decks = GAMES[game].decks
    room, _ = Room.create(game, {}, [{"name": "Ann", "deck": {"embedded": decks[0]}},
                                     {"bot": "random", "deck": {"embedded": decks[1]}}], seed=7)
    room.drive()
    for i in range(answers):
        if room.result is not None:
            break
        act(room.game, RandomAgent(i))
        room.drive()
    assert room.game is not None
    return room.game.view(0)


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_the_renderer_draws_every_card_and_every_field_of_a_view(browser, game):
    """Every card of the view is on the board (piles included), and a field the renderer does
    not know is still shown (generically), so no information the server sends is lost;
    a CCG duel with focused cards is drawn."""
    view = _mid_game_view(game, 120)
    view["a_new_rule"] = "something new"
    view["players"][1]["a_new_counter"] = 3
    if game == "ccg":
        view["duel"] = {"challenger": 1, "challenged": 2, "stat": "chi", "titles": ["Duelist One", "Duelist Two"]}
        view["players"][0]["focused"] = [{"uid": 999, "title": "Focused Card", "focus": 2, "face_up": False}]
        view["players"][1]["focused_hidden"] = 1
    page = new_page(browser)
    page.set_content("<div id='b'></div>")
    page.add_script_tag(path=str(STATIC / "render.js"))
    page.evaluate("([v, g]) => L5R.render(document.getElementById('b'), v, {game: g, cards: {}, you: 0})", [view, game])
    text = page.text_content("#b") or ""
    missing = sorted(n for n in _names(view, set()) if n not in text)
    assert not missing, missing
    assert "a new rule" in text and "something new" in text and "a new counter" in text
    if game == "ccg":
        assert "Duel (chi): Duelist One challenges Duelist Two" in text
        assert "1 face-down card" in text
    page.context.close()
