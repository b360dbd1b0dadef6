// The lobby (/): create a game (LCG or CCG, a deck, a bot or a person by link, a clock),
// the list of games with Join, Watch and Replay, and the games this browser played.
"use strict";

(function () {
  const L5R = window.L5R;
  const el = L5R.el;
  const $ = (id) => document.getElementById(id);
  let meta = null;

  async function api(path, body) {
    const init = body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
    const r = await fetch(path, init);
    let data = null;
    try { data = await r.json(); } catch (e) { data = null; }
    if (!r.ok) throw new Error((data && data.error) || `the server answered ${r.status}`);
    return data;
  }

  const remember = (k, v) => { try { localStorage.setItem(k, v); } catch (e) { /* ignore */ } };
  const recall = (k, d) => { try { return localStorage.getItem(k) || d; } catch (e) { return d; } };

  /** The games this browser has a seat in (id -> when), newest first. */
  function myGames() {
    const out = [];
    try {
      for (let i = 0; i < localStorage.length; i++) {
        const k = localStorage.key(i);
        if (k && k.startsWith("l5r.token.")) out.push(k.slice("l5r.token.".length));
      }
    } catch (e) { /* ignore */ }
    return out;
  }

  function option(value, text, selected) {
    const o = el("option", "", text);
    o.value = value;
    if (selected) o.selected = true;
    return o;
  }

  // ------------------------------------------------------------------ a deck picker
  /**
   * A deck chooser for one game: embedded decks, saved decks and a pasted list checked live.
   * getGame() gives {game, options}; returns {node, spec(), ok(), refresh()}.
   */
  function deckPicker(getGame, idPrefix) {
    const node = el("div", "deck-picker");
    const sel = el("select");
    sel.id = idPrefix + "-deck";
    sel.setAttribute("aria-label", "Deck");
    const paste = el("div", "paste");
    const ta = el("textarea");
    ta.id = idPrefix + "-text";
    ta.placeholder = "Paste a deck list: one card a line (\"3x Card Name\"), or FiveRingsDB JSON for the LCG";
    const status = el("div", "deck-status");
    const saveRow = el("div", "form-inline");
    const saveName = el("input");
    saveName.type = "text";
    saveName.placeholder = "Name to save it as";
    saveName.maxLength = 80;
    const saveBtn = el("button", "btn small", "Save deck");
    saveBtn.type = "button";
    saveRow.append(saveName, saveBtn);
    paste.append(ta, status, saveRow);
    node.append(sel, paste);
    let saved = [];
    let checkOk = false;
    let timer = null;
    let checking = 0;

    async function refresh() {
      const { game } = getGame();
      const keep = sel.value;
      sel.replaceChildren();
      const g1 = el("optgroup");
      g1.label = "Ready-made decks";
      for (const d of meta.games[game].decks) g1.append(option("embedded:" + d, L5R.cap(d)));
      sel.append(g1);
      try { saved = await api(`/api/decks?game=${encodeURIComponent(game)}`); } catch (e) { saved = []; }
      if (saved.length) {
        const g2 = el("optgroup");
        g2.label = "Saved decks";
        for (const d of saved) g2.append(option("saved:" + d.id, d.name));
        sel.append(g2);
      }
      sel.append(option("paste", "Paste a deck list…"));
      if ([...sel.options].some((o) => o.value === keep)) sel.value = keep;
      update();
    }

    function update() {
      node.dispatchEvent(new Event("deckchange", { bubbles: true }));
      paste.hidden = sel.value !== "paste";
      if (sel.value === "paste") check();
    }

    function showProblems(ok, problems, note) {
      status.replaceChildren();
      if (note) { status.append(el("div", "muted", note)); return; }
      if (ok) { status.append(el("div", "ok-line", "✓ The deck is legal.")); return; }
      const ul = el("ul", "problems");
      for (const p of problems) ul.append(el("li", "", p));
      status.append(ul);
    }

    function check() {
      clearTimeout(timer);
      checkOk = false;
      if (!ta.value.trim()) { showProblems(false, [], "Paste a deck list to check it."); return; }
      showProblems(false, [], "Checking…");
      timer = setTimeout(async () => {
        const mine = ++checking;
        const { game, options } = getGame();
        try {
          const r = await api("/api/decks/check", { game, options, text: ta.value });
          if (mine !== checking) return;
          checkOk = r.ok;
          showProblems(r.ok, r.problems);
          if (r.ok) node.dispatchEvent(new Event("deckchange", { bubbles: true }));
        } catch (e) {
          if (mine === checking) showProblems(false, [e.message]);
        }
      }, 300);
    }

    sel.addEventListener("change", update);
    ta.addEventListener("input", check);
    saveBtn.addEventListener("click", async () => {
      const { game } = getGame();
      try {
        const r = await api("/api/decks", { game, name: saveName.value, text: ta.value });
        await refresh();
        sel.value = "saved:" + r.id;
        update();
      } catch (e) {
        showProblems(false, [e.message]);
      }
    });

    return {
      node, refresh, select: sel,
      spec() {
        const v = sel.value;
        if (v.startsWith("embedded:")) return { embedded: v.slice(9) };
        if (v.startsWith("saved:")) {
          const d = saved.find((x) => "saved:" + x.id === v);
          return d ? { text: d.text } : null;
        }
        return { text: ta.value };
      },
      ok() { return sel.value !== "paste" || checkOk; },
      choose(v) { if ([...sel.options].some((o) => o.value === v)) { sel.value = v; update(); } },
    };
  }

  // ------------------------------------------------------------------ creating a game
  let yourDeck = null;

  function currentGame() {
    const game = document.querySelector("input[name=game]:checked").value;
    const options = {};
    for (const s of $("game-options").querySelectorAll("select")) options[s.name] = s.value;
    return { game, options };
  }

  function drawGameOptions() {
    const { game } = currentGame();
    const box = $("game-options");
    box.replaceChildren();
    for (const [key, values] of Object.entries(meta.games[game].options)) {
      const row = el("label", "form-inline");
      row.append(el("span", "legend", key === "edition" ? "Edition" : key === "format" ? "Format" : L5R.cap(key)));
      const s = el("select");
      s.name = key;
      s.id = "opt-" + key;
      for (const v of values) s.append(option(v, L5R.cap(v)));
      s.addEventListener("change", () => yourDeck.refresh());
      row.append(s);
      box.append(row);
    }
    $("game-title").textContent = meta.games[game].title;
    const botDeck = $("bot-deck");
    botDeck.replaceChildren();
    meta.games[game].decks.forEach((d, i) => botDeck.append(option(d, L5R.cap(d), i === 1)));
    yourDeck.refresh();
  }

  function drawOpponent() {
    const who = $("opponent").value;
    $("bot-deck-row").hidden = who === "person";
  }

  function drawClock() {
    const kind = $("clock-kind").value;
    $("clock-main-row").hidden = kind === "none";
    $("clock-inc-row").hidden = kind !== "chess";
    $("clock-byo-row").hidden = kind !== "byoyomi";
  }

  function clockSpec() {
    const kind = $("clock-kind").value;
    if (kind === "none") return null;
    const spec = { kind, main: Number($("clock-main").value) * 60 };
    if (kind === "chess") spec.increment = Number($("clock-inc").value);
    if (kind === "byoyomi") { spec.period = Number($("clock-period").value); spec.periods = Number($("clock-periods").value); }
    return spec;
  }

  async function create(ev) {
    ev.preventDefault();
    const err = $("create-error");
    err.textContent = "";
    if (!yourDeck.ok()) { err.textContent = "Your deck is not legal yet (see its problems above)."; return; }
    const { game, options } = currentGame();
    const name = $("your-name").value.trim() || "Player";
    remember("l5r.name", name);
    const you = { name, deck: yourDeck.spec() };
    const who = $("opponent").value;
    const other = who === "person" ? { open: true } : { bot: who, deck: { embedded: $("bot-deck").value } };
    const seat = Number($("your-seat").value);
    const seats = seat === 0 ? [you, other] : [other, you];
    const body = { game, options, seats, clock: clockSpec() };
    const seed = $("seed").value.trim();
    if (seed) body.seed = Number(seed);
    $("create").disabled = true;
    try {
      const r = await api("/api/games", body);
      const token = r.tokens[String(seat)];
      location.href = `/play/${encodeURIComponent(r.id)}#token=${encodeURIComponent(token)}`;
    } catch (e) {
      err.textContent = e.message;
      $("create").disabled = false;
    }
  }

  // ------------------------------------------------------------------ the list of games
  function gameLine(g) {
    const seats = g.seats.map((s) => (s.open ? "(open seat)" : s.name)).join(" vs ");
    const opt = Object.values(g.options || {}).join(", ");
    return `${g.game.toUpperCase()}${opt ? " · " + opt : ""} — ${seats}`;
  }

  function joinForm(g, item) {
    const form = el("form", "join-form");
    const name = el("input");
    name.type = "text";
    name.placeholder = "Your name";
    name.maxLength = 40;
    name.value = recall("l5r.name", "");
    name.className = "join-name";
    const picker = deckPicker(() => ({ game: g.game, options: g.options || {} }), "join-" + g.id);
    const go = el("button", "btn primary small join-go", "Take the seat");
    go.type = "submit";
    const err = el("div", "error-line");
    form.append(name, picker.node, go, err);
    picker.refresh();
    form.addEventListener("submit", async (ev) => {
      ev.preventDefault();
      if (!picker.ok()) { err.textContent = "Your deck is not legal yet."; return; }
      const seat = g.seats.findIndex((s) => s.open);
      const nm = name.value.trim() || "Player";
      remember("l5r.name", nm);
      try {
        const r = await api(`/api/games/${encodeURIComponent(g.id)}/join`, { seat, name: nm, deck: picker.spec() });
        location.href = `/play/${encodeURIComponent(g.id)}#token=${encodeURIComponent(r.token)}`;
      } catch (e) {
        err.textContent = e.message;
      }
    });
    item.append(form);
    name.focus();
    return form;
  }

  function gameItem(g, mine) {
    const li = el("li", "game-item");
    li.dataset.id = g.id;
    li.append(el("span", "gi-title", gameLine(g)), el("span", "badge " + g.status, g.status));
    const open = g.status === "waiting" && g.seats.some((s) => s.open);
    if (mine && g.status !== "finished") {
      const a = el("a", "btn small primary", "Resume");
      a.href = `/play/${encodeURIComponent(g.id)}`;
      li.append(a);
    } else if (open) {
      const b = el("button", "btn small primary join", "Join");
      b.type = "button";
      b.addEventListener("click", () => { if (!li.querySelector(".join-form")) joinForm(g, li); });
      li.append(b);
    }
    if (g.status !== "waiting") {
      const w = el("a", "btn small watch", g.status === "finished" ? "Board" : "Watch");
      w.href = `/play/${encodeURIComponent(g.id)}?watch`;
      li.append(w);
    }
    if (g.status === "finished") {
      const r = el("a", "btn small replay", "Replay");
      r.href = `/replay/${encodeURIComponent(g.id)}`;
      li.append(r);
    }
    return li;
  }

  let listed = new Map();
  async function refreshGames() {
    let games = [];
    try { games = await api("/api/games?status=all"); } catch (e) { $("games-error").textContent = e.message; return; }
    $("games-error").textContent = "";
    const box = $("games");
    const mineIds = new Set(myGames());
    // keep an item with an open join form as it is
    const openForm = box.querySelector(".join-form");
    const keepId = openForm ? openForm.closest(".game-item").dataset.id : null;
    const next = new Map();
    const items = [];
    for (const g of games) {
      if (g.id === keepId && listed.has(g.id)) { items.push(listed.get(g.id)); next.set(g.id, listed.get(g.id)); continue; }
      const li = gameItem(g, mineIds.has(g.id));
      items.push(li);
      next.set(g.id, li);
    }
    listed = next;
    box.replaceChildren(...items);
    if (!games.length) box.append(el("li", "muted", "No game is waiting or being played. Create one!"));
  }

  async function refreshMine() {
    const ids = myGames().slice(-20);
    const box = $("my-games");
    const found = [];
    await Promise.all(ids.map(async (id) => {
      try { found.push(await api(`/api/games/${encodeURIComponent(id)}`)); } catch (e) { /* gone */ }
    }));
    found.sort((a, b) => b.created - a.created);
    box.replaceChildren(...found.map((g) => gameItem(g, true)));
    $("my-games-panel").hidden = !found.length;
  }

  async function joinFromLink(id) {
    try {
      const g = await api(`/api/games/${encodeURIComponent(id)}`);
      const box = $("join-link");
      box.hidden = false;
      box.replaceChildren(el("h2", "", "You are invited to a game"));
      const li = gameItem(g, false);
      const ul = el("ul", "games-list");
      ul.append(li);
      box.append(ul);
      if (g.status === "waiting" && g.seats.some((s) => s.open)) joinForm(g, li);
      else box.append(el("p", "muted", "This game's seats are taken: you can watch it."));
    } catch (e) {
      $("create-error").textContent = `The game of that link: ${e.message}`;
    }
  }

  async function start() {
    try { meta = await api("/api/meta"); } catch (e) { $("create-error").textContent = e.message; return; }
    const games = $("game-choice");
    Object.entries(meta.games).forEach(([k, g], i) => {
      const lab = el("label");
      const r = el("input");
      r.type = "radio";
      r.name = "game";
      r.value = k;
      r.id = "game-" + k;
      if (i === 0) r.checked = true;
      r.addEventListener("change", drawGameOptions);
      lab.append(r, document.createTextNode(k === "lcg" ? "The Card Game (LCG)" : k === "ccg" ? "The classic CCG" : g.title));
      games.append(lab);
    });
    const opp = $("opponent");
    for (const b of meta.bots) opp.append(option(b, `Bot: ${b}`, b === "heuristic"));
    opp.append(option("person", "A person (send them a link)"));
    opp.addEventListener("change", drawOpponent);
    const ck = $("clock-kind");
    const names = { none: "No clock", chess: "Chess clock (+ increment)", byoyomi: "Byo-yomi", hourglass: "Hourglass" };
    for (const c of meta.clocks) ck.append(option(c, names[c] || c));
    ck.addEventListener("change", drawClock);
    $("your-name").value = recall("l5r.name", "");
    yourDeck = deckPicker(currentGame, "your");
    $("deck-slot").append(yourDeck.node);
    drawGameOptions();
    drawOpponent();
    drawClock();
    $("new-game").addEventListener("submit", create);
    $("new-game").addEventListener("deckchange", () => { $("create-error").textContent = ""; });
    $("refresh").addEventListener("click", () => { refreshGames(); refreshMine(); });
    refreshGames();
    refreshMine();
    setInterval(refreshGames, 4000);
    const join = new URLSearchParams(location.search).get("join");
    if (join) joinFromLink(join);
  }

  start();
})();
