// The match page speaks the language chosen on this device (localStorage, ?lang=): no server
// render, so the first paint is already in that language (as the console and login pages do).
export const ssr = false;
