/**
 * The discipline families as modules (issue 24; ../shared/design/core.md). Everything the
 * product knows about a family beyond its rules (src/lib/engine, which stays pure and stands
 * alone) lives in its folder here. A family is registered by one line in
 * src/lib/engine/families.json and gives its parts in a few entry files; src/cli/family-lists.mjs
 * writes each list from the registry and the folders into ./generated/ (not committed), and the
 * list files below type them (a new family does not compile until it gives each part it must).
 * No layer names a family.
 *
 * | list                | entry in the family's folder          | carried by                                   |
 * | ------------------- | ------------------------------------- | -------------------------------------------- |
 * | ./families.ts       | index.ts (./family-module.ts)         | records, competitions, console, API          |
 * | ./consoles.ts       | console.ts (./console-parts.ts)       | the console: its pad, figures, panels        |
 * | ./wall-panels.ts    | board/WallPanel.svelte                | the wall display and the phone viewer        |
 * | ./server-parts.ts   | server.ts                             | the server: score sheet, Stream Deck macros  |
 * | ./companion-pages.ts| companion.ts                          | the Companion module's build                 |
 * | ./view.ts           | view.ts                               | every overlay and page (the view model)      |
 * | ./board-words.ts    | board-words.ts (where it has any)     | the overlays and boards that write a line    |
 * | ./result-line.ts    | result-line.ts (where it has one)     | the result card                              |
 * | ./board-keys.ts     | board-keys.ts                         | the overlay build (which words each page needs) |
 *
 * The engine's lists are written the same way from src/lib/engine/<family>/: index.ts (the
 * disciplines), catalog.ts (ids, catalog entries, set-up facts), summary.ts, refusals.ts and
 * samples.ts. What a family adds outside its folders: its registry line and its words
 * (src/lib/i18n), and an overlay of its own (overlays/<name>/ and a line in overlays/manifest.ts)
 * if it brings one.
 *
 * Why more than one list: a bundler carries a whole list with everything it imports. One list
 * would put the console's pads in the match page, Svelte components in the server, the server's
 * sheet words in a page (SvelteKit refuses $lib/server there) and Node's file reads in the
 * browser (the Companion pages). The overlays' lists stay one a concern because an overlay must
 * fit 12 KB: putting the board words and the result line in one object a family costs the
 * scorebug 257 bytes it does not have (measured at 40e64e8: scorebug 12,271 → 12,528 of 12,288).
 */
import type { Family } from '../engine/catalog';

export type { Family } from '../engine/catalog';

/** One part of every family. */
export type EveryFamily<Part> = { readonly [F in Family]: Part };
