"""Browser play for both games: ``l5r serve`` (:mod:`l5r.web.serve`) runs a Starlette app
(:mod:`l5r.web.app`) whose rooms (:mod:`l5r.web.rooms`) hold games against bots or people,
kept in SQLite or PostgreSQL (:mod:`l5r.web.store`), with clocks (:mod:`l5r.web.clocks`)."""
