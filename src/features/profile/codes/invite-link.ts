/** The link a friend opens to join with my code: the invite/{referralId} route. */
export const inviteLink = (lang: string, referralId: string, origin = window.location.origin) =>
  `${origin}/${encodeURIComponent(lang)}/invite/${encodeURIComponent(referralId)}`;
