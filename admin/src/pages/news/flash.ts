// What the news list says after the editor comes back from saving (one outcome, read once; put into
// words by the list, in the language of the moment).
export type Outcome = 'announced' | 'scheduled' | 'saved' | 'deleted';
let outcome: Outcome | null = null;

export const flash = {
  set: (next: Outcome) => {
    outcome = next;
  },
  take: () => {
    const taken = outcome;
    outcome = null;
    return taken;
  },
};
