// The game page (/play/ID): connects to the server's WebSocket, draws every state it sends
// (render.js), shows the pending decision as buttons, the log, the chat and the clock, and
// sends answers. The seat's token comes from the address's fragment (#token=...) and is kept
// in localStorage per game, so a reload resumes the game in the same seat.
"use strict";

(function () {
  const L5R = window.L5R;
  const el = L5R.el;
  const $ = (id) => document.getElementById(id);

  const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
  const storeKey = "l5r.token." + gameId;

  // the token: from the fragment (then removed from the address bar) or remembered
  let token = null;
  const frag = new URLSearchParams(location.hash.replace(/^#/, ""));
  if (frag.get("token")) {
    token = frag.get("token");
    try { localStorage.setItem(storeKey, token); } catch (e) { /* private mode: the page still works */ }
    history.replaceState(null, "", location.pathname + location.search);
  } else {
    try { token = localStorage.getItem(storeKey); } catch (e) { token = null; }
  }
  if (new URLSearchParams(location.search).get("watch") !== null) token = null;

  const st = {
    room: null, view: null, decision: null, you: null, cards: {}, log: [], chat: [],
    chosen: new Set(), // option ids toggled in a choose_many decision
    clockAt: 0, selectedCard: null, selectedWhere: "", resultShown: false, sentSeq: -1,
  };
  let ws = null;
  let retry = 0;
  let closedForGood = false;
  let pingTimer = null;

  // ------------------------------------------------------------------ connection
  function setConn(text, cls) {
    const c = $("conn");
    c.textContent = text;
    c.className = "conn " + cls;
  }

  function connect() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    ws = new WebSocket(`${proto}//${location.host}/ws/${encodeURIComponent(gameId)}`);
    setConn("connecting…", "connecting");
    ws.onopen = () => {
      retry = 0;
      // a new connection is sent the whole log and chat again
      st.log = [];
      st.chat = [];
      $("log").replaceChildren();
      $("chat-lines").replaceChildren();
      ws.send(JSON.stringify({ type: "hello", token: token || null }));
      setConn("connected", "ok");
      clearInterval(pingTimer);
      pingTimer = setInterval(() => send({ type: "ping" }), 25000);
    };
    ws.onmessage = (ev) => {
      let msg;
      try { msg = JSON.parse(ev.data); } catch (e) { return; }
      if (msg.type === "state") onState(msg);
      else if (msg.type === "error") onError(msg.message);
    };
    ws.onclose = (ev) => {
      clearInterval(pingTimer);
      if (ev.code === 4403 || ev.code === 4404) {
        closedForGood = true;
        setConn("not connected", "bad");
        if (ev.code === 4403 && token) {
          showFatal("This seat's link is not valid for this game. You can watch it instead.", true);
        } else {
          showFatal(ev.code === 4404 ? "There is no such game." : "The server refused the connection.", false);
        }
        return;
      }
      if (closedForGood) return;
      const wait = Math.min(5000, 300 * Math.pow(2, retry++));
      setConn(`reconnecting in ${Math.ceil(wait / 1000)}s…`, "bad");
      setTimeout(connect, wait);
    };
    ws.onerror = () => { /* onclose follows */ };
  }

  function send(msg) {
    if (ws && ws.readyState === WebSocket.OPEN) {
      ws.send(JSON.stringify(msg));
      return true;
    }
    onError("Not connected to the server: reconnecting…");
    return false;
  }

  function showFatal(text, offerWatch) {
    const box = $("fatal");
    box.replaceChildren(el("p", "", text));
    if (offerWatch) {
      const b = el("button", "btn", "Watch this game");
      b.addEventListener("click", () => {
        try { localStorage.removeItem(storeKey); } catch (e) { /* ignore */ }
        location.href = location.pathname + "?watch";
      });
      box.append(b);
    }
    const a = el("a", "btn", "Back to the lobby");
    a.href = "/";
    box.append(a);
    box.hidden = false;
  }

  // ------------------------------------------------------------------ messages
  let toastTimer = null;
  function onError(text) {
    // a refused answer: the decision can be answered again
    st.sentSeq = -1;
    $("decision").classList.remove("sent");
    const t = $("toast");
    t.onclick = () => { t.hidden = true; };
    t.textContent = text;
    t.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { t.hidden = true; }, 6000);
  }

  function onState(msg) {
    const prevSeq = st.room ? st.room.seq : -1;
    st.room = msg.room;
    st.you = msg.you;
    st.view = msg.view;
    st.decision = msg.decision;
    st.clockAt = performance.now();
    Object.assign(st.cards, msg.cards || {});
    if (msg.log_reset) {
      st.log = [];
      $("log").replaceChildren();
    }
    addLog(msg.log || []);
    addChat(msg.chat || []);
    if (st.room.seq !== prevSeq) {
      st.chosen = new Set();
      st.sentSeq = -1; // (an undo can bring back a decision number already answered)
    }
    draw();
  }

  function addLog(lines) {
    const box = $("log");
    const atEnd = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
    for (const line of lines) {
      st.log.push(line);
      box.append(el("li", "", line));
    }
    if (atEnd || lines.length > 20) box.scrollTop = box.scrollHeight;
  }

  function addChat(lines) {
    const box = $("chat-lines");
    for (const c of lines) {
      st.chat.push(c);
      const li = el("li", c.from === null ? "notice" : c.seat === st.you ? "mine" : "");
      if (c.from !== null) li.append(el("b", "", c.from + ": "));
      li.append(document.createTextNode(c.text));
      box.append(li);
    }
    box.scrollTop = box.scrollHeight;
  }

  // ------------------------------------------------------------------ drawing
  function seatName(i) {
    const s = st.room && st.room.seats[i];
    return s ? s.name : `Seat ${i + 1}`;
  }

  function draw() {
    const room = st.room;
    const title = room.game === "ccg" ? `L5R CCG · ${room.options.edition || ""}` : `L5R LCG · ${room.options.format || ""}`;
    $("title").textContent = title;
    document.title = `${st.decision ? "▶ Your move · " : ""}${room.seats.map((s) => s.name).join(" vs ")} — L5R`;
    $("who").textContent = st.you === null ? "Watching" : `You are ${seatName(st.you)}`;
    // for tests and styles: where the game stands
    const b = document.body.dataset;
    b.seq = String(room.seq);
    b.status = room.status;
    b.toMove = room.to_move === null || room.to_move === undefined ? "" : String(room.to_move);
    b.you = st.you === null ? "" : String(st.you);
    drawBoard();
    drawDecision();
    drawClock();
    const playing = room.status === "playing" && st.you !== null;
    $("undo").disabled = !playing;
    $("concede").disabled = !playing;
    $("chat-input").disabled = st.you === null;
    $("chat-send").disabled = st.you === null;
    drawResult();
    if (st.selectedCard) showDetails(st.selectedCard, st.selectedWhere, false);
  }

  function boardCtx() {
    const actionable = new Set();
    const chosen = new Set();
    if (st.decision) {
      for (const o of st.decision.options) {
        const u = L5R.cardOf(o.id);
        if (u !== null) {
          actionable.add(u);
          if (st.chosen.has(o.id)) chosen.add(u);
        }
      }
    }
    return {
      game: st.room.game, cards: st.cards, you: st.you, actionable, chosen,
      onCard: (c, where) => showDetails(c, where, true),
      // a double click on a card answers the decision's one option that names it
      onAct: (c) => {
        const opts = c.uid !== undefined ? optionsFor(c.uid) : [];
        if (opts.length === 1) optionButton(opts[0]).click();
      },
    };
  }

  function drawBoard() {
    const board = $("board");
    const keep = board.scrollTop;
    L5R.render(board, st.view, boardCtx());
    board.scrollTop = keep;
  }

  function optionsFor(uid) {
    if (!st.decision) return [];
    return st.decision.options.filter((o) => L5R.cardOf(o.id) === uid);
  }

  function showDetails(c, where, open) {
    st.selectedCard = c;
    st.selectedWhere = where;
    const box = $("details-body");
    L5R.details(box, c, { game: st.room.game, cards: st.cards }, where);
    const opts = c.uid !== undefined ? optionsFor(c.uid) : [];
    if (opts.length) {
      const row = el("div", "details-options");
      row.append(el("div", "muted", "Your decision:"));
      for (const o of opts) row.append(optionButton(o));
      box.append(row);
    }
    if (open) {
      $("details").hidden = false;
      $("details").classList.add("open");
    }
  }

  function optionButton(o) {
    const d = st.decision;
    const b = el("button", "opt", o.label);
    b.dataset.id = o.id;
    b.type = "button";
    if (d.kind === "choose_many") {
      b.classList.add("toggle");
      b.setAttribute("aria-pressed", st.chosen.has(o.id) ? "true" : "false");
      b.addEventListener("click", () => {
        if (st.chosen.has(o.id)) st.chosen.delete(o.id);
        else st.chosen.add(o.id);
        drawDecision();
        drawBoard();
        if (st.selectedCard) showDetails(st.selectedCard, st.selectedWhere, false);
      });
    } else {
      b.addEventListener("click", () => answer(o.id));
    }
    return b;
  }

  function answer(value) {
    if (!st.room) return;
    if (st.sentSeq === st.room.seq) return; // one answer per decision
    if (send({ type: "answer", seq: st.room.seq, answer: value })) {
      st.sentSeq = st.room.seq;
      $("decision").classList.add("sent");
    }
  }

  function manyBounds(d) {
    const hi = Math.min(d.max, d.options.length);
    return [Math.min(d.min, hi), hi];
  }

  function drawDecision() {
    fillDecision();
    // on a phone the decision is fixed at the bottom of the screen: the page keeps room for it
    const phone = window.matchMedia("(max-width: 760px)").matches;
    document.body.style.paddingBottom = phone ? `${$("decision").offsetHeight}px` : "";
  }
  window.addEventListener("resize", () => { if (st.room) drawDecision(); });

  function fillDecision() {
    const box = $("decision");
    box.replaceChildren();
    box.classList.remove("sent", "mine", "waiting");
    const room = st.room;
    const d = st.decision;
    if (room.status === "waiting") {
      box.classList.add("waiting");
      box.append(el("h2", "", "Waiting for a player to join"));
      box.append(el("p", "", "Send this link to the person you play against: they choose a name and a deck, then the game begins."));
      const link = `${location.origin}/?join=${encodeURIComponent(room.id)}`;
      const inp = el("input", "share");
      inp.readOnly = true;
      inp.value = link;
      inp.addEventListener("focus", () => inp.select());
      box.append(inp);
      return;
    }
    if (room.status === "finished") {
      box.append(el("h2", "", "The game is over"));
      if (room.result) box.append(el("p", "", room.result.text));
      const a = el("a", "btn", "Watch the replay");
      a.href = `/replay/${encodeURIComponent(room.id)}`;
      box.append(a);
      return;
    }
    if (!d) {
      box.classList.add("waiting");
      const who = room.to_move;
      let text = "Waiting…";
      if (who !== null && who !== undefined) {
        const seat = room.seats[who];
        text = seat && seat.bot ? `${seat.name} is thinking…` : `Waiting for ${seatName(who)} to decide…`;
      }
      box.append(el("h2", "", text));
      if (st.you === null) box.append(el("p", "muted", "You are watching: you see only what is public."));
      return;
    }
    box.classList.add("mine");
    box.dataset.seq = String(room.seq);
    if (st.sentSeq === room.seq) box.classList.add("sent");
    box.append(el("h2", "prompt", d.prompt));
    const hint = el("div", "how-many", d.how_many || (d.kind === "choose_many" ? "choose several" : "choose one"));
    box.append(hint);
    const list = el("div", "options");
    for (const o of d.options) list.append(optionButton(o));
    box.append(list);
    if (d.kind === "choose_many") {
      const [lo, hi] = manyBounds(d);
      const n = st.chosen.size;
      const done = el("button", "btn done", `Done (${n} chosen)`);
      done.id = "done";
      done.type = "button";
      done.disabled = n < lo || n > hi;
      done.addEventListener("click", () => answer(d.options.filter((o) => st.chosen.has(o.id)).map((o) => o.id)));
      box.append(done);
    }
  }

  // ------------------------------------------------------------------ the clock
  function drawClock() {
    const box = $("clock");
    const c = st.room && st.room.clock;
    box.replaceChildren();
    if (!c) { box.hidden = true; return; }
    box.hidden = false;
    const running = st.room.status === "playing" ? c.running : null;
    const elapsed = (performance.now() - st.clockAt) / 1000;
    c.remaining.forEach((r, i) => {
      let left = r - (running === i ? elapsed : 0);
      let periods = c.periods_left ? c.periods_left[i] : null;
      if (c.kind === "byoyomi" && periods !== null) {
        while (left <= 0 && periods > 1) { periods -= 1; left += c.period; }
      }
      const s = el("span", "clock-seat" + (running === i ? " running" : "") + (left < 30 ? " low" : ""));
      s.dataset.seat = String(i);
      s.append(el("span", "clock-name", seatName(i)), el("span", "clock-time", L5R.clockText(left)));
      if (periods !== null) s.append(el("span", "clock-periods", `×${periods}`));
      box.append(s);
    });
  }
  setInterval(() => { if (st.room && st.room.clock) drawClock(); }, 250);

  // ------------------------------------------------------------------ the result
  function drawResult() {
    const r = st.room.result;
    const box = $("result");
    if (!r) { box.hidden = true; st.resultShown = false; return; }
    if (st.resultShown) return;
    st.resultShown = true;
    const won = st.you !== null && r.winner === st.you;
    const lost = st.you !== null && r.winner >= 0 && r.winner !== st.you;
    const card = $("result-card");
    card.replaceChildren();
    card.className = "result-card " + (won ? "won" : lost ? "lost" : "");
    card.append(el("h1", "", won ? "Victory" : lost ? "Defeat" : "The game is over"));
    card.append(el("p", "result-text", r.text));
    card.append(el("p", "muted", `Reason: ${String(r.reason).replace(/_/g, " ")}`));
    const links = el("div", "result-links");
    const rep = el("a", "btn", "Watch the replay");
    rep.href = `/replay/${encodeURIComponent(st.room.id)}`;
    rep.id = "replay-link";
    const lobby = el("a", "btn", "Back to the lobby");
    lobby.href = "/";
    const close = el("button", "btn ghost", "Look at the board");
    close.type = "button";
    close.addEventListener("click", () => { box.hidden = true; });
    links.append(rep, lobby, close);
    card.append(links);
    box.hidden = false;
  }

  // ------------------------------------------------------------------ controls
  $("chat-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const inp = $("chat-input");
    const text = inp.value.trim();
    if (text && send({ type: "chat", text })) inp.value = "";
  });
  $("undo").addEventListener("click", () => send({ type: "undo" }));
  let concedeArmed = null;
  $("concede").addEventListener("click", () => {
    const b = $("concede");
    if (concedeArmed) {
      clearTimeout(concedeArmed);
      concedeArmed = null;
      b.textContent = "Concede";
      send({ type: "concede" });
      return;
    }
    b.textContent = "Really concede?";
    b.classList.add("armed");
    concedeArmed = setTimeout(() => { concedeArmed = null; b.textContent = "Concede"; b.classList.remove("armed"); }, 4000);
  });
  $("details-close").addEventListener("click", () => {
    $("details").classList.remove("open");
    st.selectedCard = null;
  });
  document.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape") { $("details").classList.remove("open"); $("result").hidden = true; }
  });

  if (!gameId) showFatal("No game in the address.", false);
  else connect();
})();
