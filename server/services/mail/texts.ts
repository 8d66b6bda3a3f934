// Mail texts per language; English is the fallback.
export interface ConfirmationMailParts {
  confirmUrl: string;
  unsubscribeUrl: string;
  hours: number;
}

const CONFIRMATION: Record<string, (p: ConfirmationMailParts) => { subject: string; text: string }> = {
  en: (p) => ({
    subject: 'Confirm your email address',
    text:
      `Please confirm your email address by opening this link:\n${p.confirmUrl}\n\n` +
      `The link is valid for ${p.hours} hours. If you did not ask for this, ignore this message.\n\n` +
      `Stop receiving our emails: ${p.unsubscribeUrl}`,
  }),
  lt: (p) => ({
    subject: 'Patvirtinkite savo el. pašto adresą',
    text:
      `Patvirtinkite savo el. pašto adresą atidarę šią nuorodą:\n${p.confirmUrl}\n\n` +
      `Nuoroda galioja ${p.hours} val. Jei to neprašėte, šio laiško nepaisykite.\n\n` +
      `Atsisakyti mūsų laiškų: ${p.unsubscribeUrl}`,
  }),
};

export function confirmationMail(lang: string, parts: ConfirmationMailParts) {
  return (CONFIRMATION[lang] ?? CONFIRMATION.en!)(parts);
}
