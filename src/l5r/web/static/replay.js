// The replay viewer (/replay/ID): the board of a finished game after each answer, as a chosen
// seat (or a spectator) saw it, stepping forwards and backwards; drawn by render.js.
"use strict";

(function () {
  const L5R = window.L5R;
  const el = L5R.el;
  const $ = (id) => document.getElementById(id);
  const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
  const params = new URLSearchParams(location.search);
  const st = { n: Number(params.get("n") || 0), total: 0, seat: params.get("seat") || "0", room: null, cards: {}, prevLog: 0 };
  let loading = 0;

  function toast(text) {
    const t = $("toast");
    t.textContent = text;
    t.hidden = false;
    setTimeout(() => { t.hidden = true; }, 6000);
  }

  async function load(n) {
    const mine = ++loading;
    const q = st.seat === "" ? "" : `?seat=${encodeURIComponent(st.seat)}`;
    let data;
    try {
      const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/replay/${Math.max(0, n)}${q}`);
      data = await r.json();
      if (!r.ok) throw new Error(data.error || `the server answered ${r.status}`);
    } catch (e) {
      toast(`The replay cannot be shown: ${e.message}`);
      return;
    }
    if (mine !== loading) return;
    const forward = data.n === st.n + 1;
    st.n = data.n;
    st.total = data.total;
    st.room = data.room;
    Object.assign(st.cards, data.cards || {});
    draw(data, forward);
  }

  function drawSeats() {
    const sel = $("seat");
    if (sel.options.length) return;
    st.room.seats.forEach((s, i) => {
      const o = el("option", "", s.name);
      o.value = String(i);
      sel.append(o);
    });
    const o = el("option", "", "A spectator (public only)");
    o.value = "";
    sel.append(o);
    sel.value = st.seat;
  }

  function draw(data, forward) {
    const room = st.room;
    $("title").textContent = `Replay · ${room.game.toUpperCase()} · ${Object.values(room.options || {}).join(", ")}`;
    $("players").textContent = room.seats.map((s) => s.name).join(" vs ");
    $("result-line").textContent = room.result ? room.result.text : "";
    document.title = `Replay: ${room.seats.map((s) => s.name).join(" vs ")} — L5R`;
    drawSeats();
    $("step").textContent = `${st.n} / ${st.total}`;
    const slider = $("slider");
    slider.max = String(st.total);
    slider.value = String(st.n);
    $("first").disabled = $("prev").disabled = st.n <= 0;
    $("last").disabled = $("next").disabled = st.n >= st.total;
    const seat = st.seat === "" ? null : Number(st.seat);
    const ctx = { game: room.game, cards: st.cards, you: seat, onCard: (c, where) => {
      L5R.details($("details-body"), c, { game: room.game, cards: st.cards }, where);
      $("details").classList.add("open");
    } };
    const board = $("board");
    const keep = board.scrollTop;
    L5R.render(board, data.view, ctx);
    board.scrollTop = keep;
    const log = $("log");
    const lines = data.log || [];
    log.replaceChildren(...lines.map((line, i) => el("li", forward && i >= st.prevLog ? "new" : "", line)));
    st.prevLog = lines.length;
    log.scrollTop = log.scrollHeight;
    history.replaceState(null, "", `${location.pathname}?n=${st.n}&seat=${encodeURIComponent(st.seat)}`);
  }

  $("first").addEventListener("click", () => load(0));
  $("prev").addEventListener("click", () => load(st.n - 1));
  $("next").addEventListener("click", () => load(st.n + 1));
  $("last").addEventListener("click", () => load(st.total));
  $("slider").addEventListener("input", (ev) => load(Number(ev.target.value)));
  $("seat").addEventListener("change", (ev) => { st.seat = ev.target.value; load(st.n); });
  $("details-close").addEventListener("click", () => $("details").classList.remove("open"));
  document.addEventListener("keydown", (ev) => {
    if (ev.target && ev.target.tagName === "SELECT") return;
    if (ev.key === "ArrowRight") load(st.n + 1);
    else if (ev.key === "ArrowLeft") load(st.n - 1);
    else if (ev.key === "Home") load(0);
    else if (ev.key === "End") load(st.total);
  });

  load(st.n);
})();
