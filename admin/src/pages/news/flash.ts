// What the news list says after the editor comes back from saving or deleting (one message, read once).
let message = '';

export const flash = {
  set: (words: string) => {
    message = words;
  },
  take: () => {
    const words = message;
    message = '';
    return words;
  },
};
