// The console lives in the browser (socket, keyboard, the language stored in localStorage):
// no server render, so the first paint is already in the marker's language.
export const ssr = false;
