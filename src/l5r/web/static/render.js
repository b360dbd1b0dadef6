// The board renderer shared by the game page (board.js) and the replay viewer (replay.js).
// It draws a player's redacted view (the server's `view`) for either game; every string
// from the server goes through textContent (never innerHTML): names are untrusted.
"use strict";

(function () {
  const L5R = (window.L5R = window.L5R || {});

  /** A new element with a class and text. */
  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  L5R.el = el;

  /** The card uid an option id names (the engine's labels.card_of). */
  function cardOf(optionId) {
    for (const part of String(optionId).split(":")) {
      const m = /^[a-z]?(\d+)$/.exec(part);
      if (m) return Number(m[1]);
    }
    return null;
  }
  L5R.cardOf = cardOf;

  const cap = (s) => (s ? String(s).charAt(0).toUpperCase() + String(s).slice(1) : "");
  const words = (k) => String(k).replace(/_/g, " ");
  L5R.cap = cap;

  function playerName(v, i) {
    if (i === null || i === undefined || i < 0 || !v.players[i]) return "nobody";
    return v.players[i].name;
  }

  /** A short text for any JSON value (for fields shown generically). */
  function short(x) {
    if (x === null || x === undefined) return "-";
    if (Array.isArray(x)) {
      if (!x.length) return "none";
      return x.map((y) => (y && typeof y === "object" ? y.name || y.title || short(Object.values(y)) : String(y))).join(", ");
    }
    if (typeof x === "object") return Object.entries(x).map(([k, y]) => `${words(k)} ${short(y)}`).join(", ");
    if (typeof x === "boolean") return x ? "yes" : "no";
    return String(x);
  }
  L5R.short = short;

  /** A labelled number or word (a "dial"). */
  function dial(label, value, cls) {
    const d = el("span", "dial" + (cls ? " " + cls : ""));
    d.append(el("span", "dial-label", label), el("span", "dial-value", value));
    return d;
  }

  /** Fields of the view shown generically when no part of the board draws them (so none is lost). */
  function extras(obj, handled, title) {
    const rest = Object.keys(obj).filter((k) => !handled.has(k));
    if (!rest.length) return null;
    const box = el("div", "extras");
    if (title) box.append(el("span", "extras-title", title));
    for (const k of rest) box.append(dial(words(k), short(obj[k])));
    return box;
  }

  // ------------------------------------------------------------------ cards
  function cardName(c) {
    return c.name || c.title || (c.facedown ? "Face-down card" : "?");
  }
  L5R.cardName = cardName;

  /** A card's stats as small labelled numbers (LCG skills and glory; CCG Force, Chi, Personal Honor, Gold). */
  function stats(c) {
    const s = el("div", "card-stats");
    const add = (label, value, cls, title) => {
      if (value === undefined || value === null) return;
      const b = el("span", "stat " + cls);
      b.title = title;
      b.append(el("span", "stat-l", label), el("span", "stat-v", value));
      s.append(b);
    };
    if ("military" in c || "political" in c) {
      add("Mil", c.military === null ? "-" : c.military, "mil", "military skill");
      add("Pol", c.political === null ? "-" : c.political, "pol", "political skill");
      add("Glory", c.glory, "glory", "glory");
    }
    if ("strength" in c && c.type === "province") add("Str", c.strength, "str", "province strength");
    add("Gold", c.gold_cost, "gold", "Gold cost");
    add("F", c.force, "force", "Force");
    add("C", c.chi, "chi", "Chi");
    add("PH", c.ph, "ph", "Personal Honor");
    add("Focus", c.focus, "focus", "focus value");
    return s.childNodes.length ? s : null;
  }

  /** The tags of a card's state: fate, honored/dishonored, bowed, tainted, tokens... */
  function tags(c, ctx) {
    const t = el("div", "card-tags");
    const tag = (text, cls) => t.append(el("span", "tag " + cls, text));
    if (c.fate) tag(`${c.fate} fate`, "fate");
    if (c.status === "honored") tag("honored", "honored");
    if (c.status === "dishonored" || c.dishonored) tag("dishonored", "dishonored");
    if (c.bowed) tag("bowed", "bowed");
    if (c.tainted) tag("tainted", "tainted");
    if (c.broken) tag("broken", "broken");
    if (c.face_up === false) tag("face down", "fd");
    if (c.tokens && c.tokens.length) tag(`${c.tokens.length} token${c.tokens.length === 1 ? "" : "s"}`, "tokens");
    if (c.under && c.under.length) tag(`over ${c.under.length}`, "under");
    const role = ctx && ctx.conflictRole && c.uid !== undefined ? ctx.conflictRole.get(c.uid) : null;
    if (role) tag(role, role);
    return t.childNodes.length ? t : null;
  }

  /** One card as a tile; clicking it shows its details (and its options, if a decision names it). */
  function cardTile(c, ctx, opts) {
    opts = opts || {};
    const hidden = c.facedown && !c.name && !c.title;
    const t = el("div", "card" + (c.type ? " type-" + c.type : "") + (hidden ? " facedown" : "") + (c.bowed ? " bowed" : "") +
      (opts.small ? " small" : "") + (c.broken ? " is-broken" : ""));
    if (c.uid !== undefined) t.dataset.uid = String(c.uid);
    if (opts.label) t.append(el("div", "card-label", opts.label));
    t.append(el("div", "card-name", hidden ? opts.hiddenName || "Face-down card" : cardName(c)));
    if (!hidden && !opts.noType) {
      const sub = [c.type ? words(c.type) : "", c.facedown ? "face down" : ""].filter(Boolean).join(" · ");
      if (sub) t.append(el("div", "card-type", sub));
    }
    const st = stats(c);
    if (st) t.append(st);
    const tg = tags(c, ctx);
    if (tg) t.append(tg);
    if (c.attachments && c.attachments.length) {
      const at = el("div", "attachments");
      for (const a of c.attachments) at.append(cardTile(a, ctx, { small: true }));
      t.append(at);
    }
    if (!hidden || opts.clickHidden) {
      t.tabIndex = 0;
      // hovering shows the card's description (a plain-text tooltip)
      const key = ctx && ctx.game === "ccg" ? c.title : c.id;
      t.title = (key && ctx && ctx.cards && ctx.cards[key]) || cardName(c);
      t.addEventListener("click", (ev) => {
        ev.stopPropagation();
        if (ctx && ctx.onCard) ctx.onCard(c, opts.where || "");
      });
      t.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter" && ctx && ctx.onCard) { ev.preventDefault(); ctx.onCard(c, opts.where || ""); }
      });
      if (ctx && ctx.onHover) t.addEventListener("mouseenter", () => ctx.onHover(c, opts.where || ""));
      if (ctx && ctx.onAct) {
        t.addEventListener("dblclick", (ev) => { ev.stopPropagation(); ctx.onAct(c); });
      }
    }
    if (ctx && ctx.actionable && c.uid !== undefined && ctx.actionable.has(c.uid)) t.classList.add("actionable");
    if (ctx && ctx.chosen && c.uid !== undefined && ctx.chosen.has(c.uid)) t.classList.add("chosen");
    return t;
  }
  L5R.cardTile = cardTile;

  /** A pile of card names (titles in the CCG's discards); each clickable for its description. */
  function pile(label, cards, ctx) {
    const d = el("details", "pile");
    d.append(el("summary", "", `${label} (${cards.length})`));
    const row = el("div", "row wrap");
    for (const c of cards) {
      const card = typeof c === "string" ? (ctx.game === "ccg" ? { title: c } : { name: c }) : c;
      row.append(cardTile(card, ctx, { small: true }));
    }
    if (!cards.length) row.append(el("span", "muted", "empty"));
    d.append(row);
    return d;
  }

  function section(cls, title) {
    const s = el("section", "zone " + cls);
    if (title) s.append(el("h3", "zone-title", title));
    return s;
  }

  /** The description panel of a card: its name, every field of its state and the project's description. */
  L5R.details = function (box, c, ctx, where) {
    box.replaceChildren();
    box.append(el("h2", "details-name", cardName(c)));
    if (where) box.append(el("div", "details-where", where));
    const key = ctx.game === "ccg" ? c.title : c.id;
    const table = el("dl", "details-fields");
    for (const [k, x] of Object.entries(c)) {
      if (["uid", "name", "title", "attachments", "cards", "card_info"].includes(k)) continue;
      if (x === undefined || x === null || x === "") continue;
      table.append(el("dt", "", words(k)), el("dd", "", short(x)));
    }
    if (c.attachments && c.attachments.length) {
      table.append(el("dt", "", "attachments"), el("dd", "", c.attachments.map(cardName).join(", ")));
    }
    box.append(table);
    const text = key && ctx.cards ? ctx.cards[key] : "";
    box.append(el("p", "details-text", text || (c.facedown && !c.name ? "A face-down card: hidden from you." : "")));
  };

  // ------------------------------------------------------------------ the LCG
  const RINGS = ["air", "earth", "fire", "water", "void"];
  const LCG_PLAYER = new Set(["index", "name", "clan", "honor", "fate", "bid", "hand", "hand_size", "conflict_deck",
    "dynasty_deck", "conflict_discard", "dynasty_discard", "characters", "provinces", "stronghold", "role",
    "conflict_opportunities", "conflicts_left"]);
  const LCG_TOP = new Set(["round", "phase", "step", "first_player", "players", "rings", "imperial_favor", "conflict",
    "winner", "victory", "pending"]);

  function lcgRings(v) {
    const box = el("div", "rings");
    for (const e of Object.keys(v.rings).sort((a, b) => RINGS.indexOf(a) - RINGS.indexOf(b))) {
      const r = v.rings[e];
      const state = r.contested ? "contested" : r.claimed_by >= 0 ? "claimed" : "unclaimed";
      const ring = el("div", `ring ring-${e} ${state}`);
      ring.dataset.ring = e;
      const disc = el("div", "ring-disc");
      disc.append(el("span", "ring-name", cap(e)));
      if (r.fate) disc.append(el("span", "ring-fate", `${r.fate} fate`));
      ring.append(disc);
      ring.append(el("div", "ring-state", r.contested ? "contested" : r.claimed_by >= 0 ? `claimed by ${playerName(v, r.claimed_by)}` : "unclaimed"));
      const rest = extras(r, new Set(["fate", "claimed_by", "contested"]));
      if (rest) ring.append(rest);
      box.append(ring);
    }
    return box;
  }

  function lcgConflict(v, ctx) {
    const cf = v.conflict;
    const box = section("conflict", null);
    const att = playerName(v, cf.attacker), dfd = playerName(v, cf.defender);
    const prov = (v.players[cf.defender] || { provinces: [] }).provinces.find((p) => p.uid === cf.province);
    const provText = prov ? `province ${prov.slot + 1}` + (prov.name ? ` (${prov.name}${"strength" in prov ? ", strength " + prov.strength : ""})` : "") : "a province";
    box.append(el("h3", "zone-title", `Conflict: ${att} against ${dfd} — ${provText}`));
    box.append(el("div", "conflict-kind", `${cap(cf.type)} conflict · ${cap(cf.ring)} ring`));
    const chars = new Map();
    for (const p of v.players) for (const c of p.characters) chars.set(c.uid, c);
    const sides = el("div", "conflict-sides");
    const skill = cf.skill || [];
    [["Attackers", "attackers", 0, att], ["Defenders", "defenders", 1, dfd]].forEach(([title, key, i, who]) => {
      const side = el("div", "conflict-side " + key);
      const head = el("div", "conflict-head");
      head.append(el("span", "", `${title} (${who})`), el("span", "skill-total", skill[i] !== undefined ? `${cap(cf.type)} ${skill[i]}` : ""));
      side.append(head);
      const row = el("div", "row wrap");
      for (const u of cf[key]) {
        const c = chars.get(u);
        if (c) row.append(cardTile(c, ctx, { small: true }));
      }
      if (!cf[key].length) row.append(el("span", "muted", "none"));
      side.append(row);
      sides.append(side);
    });
    if (skill.length === 2) {
      const lead = skill[0] > skill[1] ? 0 : skill[1] > skill[0] ? 1 : -1;
      if (lead >= 0) sides.children[lead].classList.add("leading");
    }
    box.append(sides);
    const rest = extras(cf, new Set(["attacker", "defender", "type", "ring", "province", "attackers", "defenders", "skill"]));
    if (rest) box.append(rest);
    return box;
  }

  function lcgPlayer(v, p, you, ctx) {
    const area = el("section", "player " + (you ? "you" : "opponent"));
    area.dataset.player = String(p.index);
    const head = el("div", "player-head");
    head.append(el("h2", "player-name", `${p.name}${p.clan ? " (" + cap(p.clan) + ")" : ""}`));
    const dials = el("div", "dials");
    dials.append(dial("Honor", p.honor, "honor"), dial("Fate", p.fate, "fate"), dial("Hand", p.hand_size));
    if (p.bid) dials.append(dial("Bid", p.bid));
    dials.append(dial("Conflict deck", p.conflict_deck), dial("Dynasty deck", p.dynasty_deck));
    const left = p.conflicts_left || {};
    if (Object.keys(left).length) {
      dials.append(dial("Conflicts left", Object.keys(left).sort().map((k) => `${k.slice(0, 3)} ${left[k]}`).join(" · ") +
        ` (${p.conflict_opportunities || 0} opp.)`, "conflicts"));
    }
    if (v.first_player === p.index) dials.append(dial("", "first player", "first"));
    if (v.imperial_favor && v.imperial_favor.player === p.index) {
      dials.append(dial("Imperial Favor", v.imperial_favor.side || "held", "favor"));
    }
    head.append(dials);
    area.append(head);
    const rest = extras(p, LCG_PLAYER);
    if (rest) area.append(rest);

    const chars = section("characters", null);
    const crow = el("div", "row wrap");
    p.characters.forEach((c, i) => crow.append(cardTile(c, ctx, { label: `C${i + 1}` })));
    if (!p.characters.length) crow.append(el("span", "muted", "no characters in play"));
    chars.append(crow);

    const provs = section("provinces", null);
    const prow = el("div", "row provinces-row");
    const home = el("div", "home");
    if (p.stronghold) home.append(cardTile(p.stronghold, ctx, { label: "Stronghold", noType: true }));
    if (p.role) home.append(cardTile(p.role, ctx, { label: "Role", small: true, noType: true }));
    prow.append(home);
    for (const pr of p.provinces) {
      const attacked = v.conflict && v.conflict.defender === p.index && pr.uid !== undefined && v.conflict.province === pr.uid;
      const col = el("div", "province" + (pr.broken ? " broken" : "") + (pr.slot === 4 ? " sh-province" : "") +
        (attacked ? " attacked" : ""));
      col.dataset.slot = String(pr.slot);
      const stack = el("div", "on-province");
      (pr.cards || []).forEach((c) => stack.append(cardTile(c, ctx, { small: true, hiddenName: "Face-down card" })));
      col.append(stack);
      const pc = Object.assign({}, pr);
      delete pc.cards;
      col.append(cardTile(pc, ctx, { label: `Province ${pr.slot + 1}` + (pr.slot === 4 ? " ★" : ""), hiddenName: "Face-down province",
        noType: !pr.facedown }));
      prow.append(col);
    }
    provs.append(prow);

    if (you) area.append(chars, provs);
    else area.append(provs, chars);

    if (Array.isArray(p.hand)) {
      const hand = section("hand", `Your hand (${p.hand.length})`);
      const hrow = el("div", "row wrap");
      p.hand.forEach((c, i) => hrow.append(cardTile(c, ctx, { label: `H${i + 1}` })));
      if (!p.hand.length) hrow.append(el("span", "muted", "empty"));
      hand.append(hrow);
      area.append(hand);
    }
    const piles = el("div", "piles");
    piles.append(pile("Conflict discard", p.conflict_discard || [], ctx), pile("Dynasty discard", p.dynasty_discard || [], ctx));
    head.append(piles);
    return area;
  }

  function lcgBoard(root, v, ctx) {
    const bar = el("div", "statusline");
    bar.append(dial("Round", v.round), dial("Phase", cap(v.phase) + (v.step ? ` (${v.step})` : "")),
      dial("First player", playerName(v, v.first_player)));
    const fav = v.imperial_favor || {};
    bar.append(dial("Imperial Favor", fav.player >= 0 ? `${playerName(v, fav.player)}${fav.side ? " (" + fav.side + ")" : ""}` : "nobody", "favor"));
    if (v.winner !== null && v.winner !== undefined) bar.append(dial("Winner", `${playerName(v, v.winner)} (${words(v.victory || "")})`, "winner"));
    const rest = extras(v, LCG_TOP);
    if (rest) bar.append(rest);
    root.append(bar);
    // who is in the conflict (marked on their tiles)
    ctx.conflictRole = new Map();
    if (v.conflict) {
      v.conflict.attackers.forEach((u) => ctx.conflictRole.set(u, "attacking"));
      v.conflict.defenders.forEach((u) => ctx.conflictRole.set(u, "defending"));
    }
    const viewer = ctx.you !== null && ctx.you !== undefined ? ctx.you : v.players.findIndex((p) => Array.isArray(p.hand));
    const bottom = viewer >= 0 ? viewer : 0;
    const others = v.players.filter((p) => p.index !== bottom);
    for (const p of others) root.append(lcgPlayer(v, p, false, ctx));
    const mid = el("div", "middle");
    mid.append(lcgRings(v));
    if (v.conflict) mid.append(lcgConflict(v, ctx));
    root.append(mid);
    const me = v.players.find((p) => p.index === bottom);
    if (me) root.append(lcgPlayer(v, me, viewer >= 0, ctx));
  }

  // ------------------------------------------------------------------ the CCG
  const CCG_PLAYER = new Set(["name", "clan", "honor", "lost", "hand", "hand_cards", "gold", "fate_deck", "dynasty_deck",
    "provinces", "in_play", "fate_discard", "dynasty_discard", "resolution", "removed", "focused", "focused_hidden", "focus_pool"]);
  const CCG_TOP = new Set(["edition", "turn", "active", "phase", "favor", "battle", "battlefields", "duel", "winner",
    "victory", "decision", "players"]);

  function ccgBattles(v, ctx, units) {
    const box = section("conflict battles", null);
    for (const b of v.battlefields) {
      const bf = el("div", "battlefield" + (b.current ? " current" : ""));
      bf.append(el("h3", "zone-title", `Battle at ${playerName(v, b.owner)}'s province ${b.province} (strength ${b.strength})` +
        (b.current ? " — resolving now" : "")));
      const sides = el("div", "conflict-sides");
      [["Attackers", "attackers", "attacking_force"], ["Defenders", "defenders", "defending_force"]].forEach(([title, key, force]) => {
        const side = el("div", "conflict-side " + key);
        const head = el("div", "conflict-head");
        head.append(el("span", "", title), el("span", "skill-total", `Force ${b[force]}`));
        side.append(head);
        const row = el("div", "row wrap");
        for (const u of b[key]) {
          const c = units.get(u);
          if (c) row.append(cardTile(c.card, ctx, { small: true, label: c.label }));
          else row.append(el("span", "muted", "?"));
        }
        if (!b[key].length) row.append(el("span", "muted", "none"));
        side.append(row);
        sides.append(side);
      });
      if (b.attacking_force !== b.defending_force) sides.children[b.attacking_force > b.defending_force ? 0 : 1].classList.add("leading");
      bf.append(sides);
      const rest = extras(b, new Set(["pid", "owner", "province", "current", "attackers", "defenders", "attacking_force", "defending_force", "strength"]));
      if (rest) bf.append(rest);
      box.append(bf);
    }
    return box;
  }

  function ccgDuel(v, ctx) {
    const d = v.duel;
    const box = section("conflict duel", `Duel (${d.stat}): ${d.titles[0]} challenges ${d.titles[1]}`);
    for (const p of v.players) {
      const shown = p.focused || [];
      const hidden = p.focused_hidden || 0;
      const pool = p.focus_pool;
      if (!shown.length && !hidden && !(pool && (pool.length || pool > 0))) continue;
      const line = el("div", "duel-side");
      line.append(el("span", "duel-who", `${p.name} focused:`));
      for (const f of shown) line.append(cardTile(f, ctx, { small: true }));
      if (hidden) line.append(el("span", "tag fd", `${hidden} face-down card${hidden === 1 ? "" : "s"}`));
      if (Array.isArray(pool) && pool.length) line.append(el("span", "muted", "focus pool: " + pool.join(", ")));
      else if (pool > 0) line.append(el("span", "muted", `focus pool: ${pool} face-down card(s)`));
      box.append(line);
    }
    return box;
  }

  function ccgPlayer(v, p, i, you, ctx, inBattle) {
    const area = el("section", "player " + (you ? "you" : "opponent"));
    area.dataset.player = String(i);
    const head = el("div", "player-head");
    head.append(el("h2", "player-name", `${p.name}${p.clan ? " (" + cap(p.clan) + ")" : ""}` + (p.lost ? " — has lost" : "")));
    const dials = el("div", "dials");
    const handN = Array.isArray(p.hand) ? p.hand.length : p.hand;
    dials.append(dial("Family Honor", p.honor, "honor"), dial("Gold", p.gold, "gold"), dial("Hand", handN),
      dial("Fate deck", p.fate_deck), dial("Dynasty deck", p.dynasty_deck));
    if (v.active === i) dials.append(dial("", "on turn", "first"));
    if (v.favor === i) dials.append(dial("", "Imperial Favor", "favor"));
    head.append(dials);
    area.append(head);
    const rest = extras(p, CCG_PLAYER);
    if (rest) area.append(rest);

    const provs = section("provinces", null);
    const prow = el("div", "row provinces-row");
    const holdings = p.in_play.filter((c) => c.type !== "personality");
    const home = el("div", "home");
    for (const c of holdings.filter((c) => c.type === "stronghold")) home.append(cardTile(c, ctx, { label: "Stronghold", noType: true }));
    prow.append(home);
    p.provinces.forEach((pr, n) => {
      const attacked = (v.battlefields || []).some((b) => b.pid === pr.pid);
      const col = el("div", "province" + (attacked ? " attacked" : ""));
      col.dataset.slot = String(n);
      const info = pr.card_info;
      const card = info ? info : { facedown: pr.card === "face down", title: pr.card && pr.card !== "face down" ? pr.card : undefined, type: "" };
      col.append(cardTile(card, ctx, { label: `Province ${n + 1} · strength ${pr.strength}`, hiddenName: pr.card === "face down" ? "Face-down card" : "empty" }));
      if (pr.region) {
        const card = p.in_play.find((c) => c.type === "region" && c.title === pr.region) || { title: pr.region, type: "region" };
        col.append(cardTile(card, ctx, { small: true, label: "Region", noType: true }));
      }
      for (const f of pr.fortifications || []) col.append(cardTile(f, ctx, { small: true, label: "Fortification" }));
      const rest = extras(pr, new Set(["pid", "strength", "card", "card_info", "region", "fortifications"]));
      if (rest) col.append(rest);
      prow.append(col);
    });
    provs.append(prow);

    const others = section("holdings", "Holdings and other cards in play");
    const orow = el("div", "row wrap");
    // a Region is drawn under its province
    const regions = new Set(p.provinces.map((pr) => pr.region).filter(Boolean));
    holdings.filter((c) => c.type !== "stronghold" && !(c.type === "region" && regions.has(c.title)))
      .forEach((c) => orow.append(cardTile(c, ctx, { small: true })));
    if (!orow.childNodes.length) orow.append(el("span", "muted", "none"));
    others.append(orow);

    const pers = p.in_play.filter((c) => c.type === "personality");
    const atHome = section("characters", "Personalities at home");
    const hrow = el("div", "row wrap");
    pers.forEach((c, n) => {
      if (inBattle.has(c.uid)) return;
      const t = cardTile(c, ctx, { label: `P${n + 1}` });
      if (c.loc && c.loc !== "home") t.append(el("span", "tag", c.loc[0] === "a" ? "attacking" : "defending"));
      hrow.append(t);
    });
    if (!hrow.childNodes.length) hrow.append(el("span", "muted", pers.length ? "all in battle" : "no Personalities in play"));
    atHome.append(hrow);

    if (you) area.append(atHome, others, provs);
    else area.append(provs, others, atHome);

    if (Array.isArray(p.hand_cards)) {
      const hand = section("hand", `Your hand (${p.hand_cards.length})`);
      const row = el("div", "row wrap");
      p.hand_cards.forEach((c, n) => row.append(cardTile(c, ctx, { label: `H${n + 1}` })));
      if (!p.hand_cards.length) row.append(el("span", "muted", "empty"));
      hand.append(row);
      area.append(hand);
    }
    const piles = el("div", "piles");
    piles.append(pile("Fate discard", p.fate_discard || [], ctx), pile("Dynasty discard", p.dynasty_discard || [], ctx));
    if (p.resolution && p.resolution.length) piles.append(pile("Being played", p.resolution, ctx));
    if (p.removed && p.removed.length) piles.append(pile("Removed from the game", p.removed, ctx));
    head.append(piles);
    return area;
  }

  function ccgBoard(root, v, ctx) {
    const bar = el("div", "statusline");
    bar.append(dial("Turn", v.turn), dial("", `${playerName(v, v.active)}'s turn`), dial("Phase", cap(v.phase)),
      dial("Rules", cap(v.edition)), dial("Imperial Favor", playerName(v, v.favor), "favor"));
    if (v.winner !== null && v.winner !== undefined) bar.append(dial("Winner", `${playerName(v, v.winner)} (${words(v.victory || "")})`, "winner"));
    const rest = extras(v, CCG_TOP);
    if (rest) bar.append(rest);
    root.append(bar);
    const viewer = ctx.you !== null && ctx.you !== undefined ? ctx.you : v.players.findIndex((p) => "hand_cards" in p);
    const bottom = viewer >= 0 ? viewer : 0;
    // units at a battlefield are drawn there, not at home
    const units = new Map();
    const inBattle = new Set();
    v.players.forEach((p, i) => p.in_play.filter((c) => c.type === "personality").forEach((c, n) => {
      units.set(c.uid, { card: c, label: `${i === bottom && viewer >= 0 ? "your" : p.name + "'s"} P${n + 1}` });
    }));
    ctx.conflictRole = new Map();
    for (const b of v.battlefields || []) {
      for (const u of b.attackers) { inBattle.add(u); ctx.conflictRole.set(u, "attacking"); }
      for (const u of b.defenders) { inBattle.add(u); ctx.conflictRole.set(u, "defending"); }
    }
    v.players.forEach((p, i) => { if (i !== bottom) root.append(ccgPlayer(v, p, i, false, ctx, inBattle)); });
    const mid = el("div", "middle");
    if (v.battlefields && v.battlefields.length) mid.append(ccgBattles(v, ctx, units));
    if (v.duel) mid.append(ccgDuel(v, ctx));
    if (mid.childNodes.length) root.append(mid);
    if (v.players[bottom]) root.append(ccgPlayer(v, v.players[bottom], bottom, viewer >= 0, ctx, inBattle));
  }

  /**
   * Draw view `v` into `root`. ctx: {game: "lcg"|"ccg", cards: {key: description}, you: seat or null,
   * onCard(card, where), actionable: Set of uids a decision names, chosen: Set of uids chosen}.
   */
  L5R.render = function (root, v, ctx) {
    root.replaceChildren();
    if (!v) {
      root.append(el("p", "muted", "The game has not begun."));
      return;
    }
    if (ctx.game === "ccg") ccgBoard(root, v, ctx);
    else lcgBoard(root, v, ctx);
  };

  /** A clock's seconds as m:ss (h:mm:ss past an hour). */
  L5R.clockText = function (s) {
    s = Math.max(0, Math.ceil(s));
    const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
    const pad = (n) => String(n).padStart(2, "0");
    return h ? `${h}:${pad(m)}:${pad(sec)}` : `${m}:${pad(sec)}`;
  };
})();
