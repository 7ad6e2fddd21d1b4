// The competition pages live in the browser (the language stored in localStorage, the venue's
// tables in the socket): no server render, so the first paint is already in the reader's language.
export const ssr = false;
