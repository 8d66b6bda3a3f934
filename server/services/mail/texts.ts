// Mail texts per language; English is the fallback. Each names the programme (settings brand.name).
export interface ConfirmationMailParts {
  programme: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  hours: number;
}

const CONFIRMATION: Record<string, (p: ConfirmationMailParts) => { subject: string; text: string }> = {
  en: (p) => ({
    subject: `${p.programme}: confirm your email address`,
    text:
      `Please confirm the email address you gave ${p.programme} by opening this link:\n${p.confirmUrl}\n\n` +
      `The link is valid for ${p.hours} hours. If you did not ask for this, ignore this message.\n\n` +
      `${p.programme}\n` +
      `Stop receiving our emails: ${p.unsubscribeUrl}`,
  }),
  lt: (p) => ({
    subject: `${p.programme}: patvirtinkite savo el. pašto adresą`,
    text:
      `Patvirtinkite el. pašto adresą, kurį nurodėte programai „${p.programme}“, atidarę šią nuorodą:\n${p.confirmUrl}\n\n` +
      `Nuoroda galioja ${p.hours} val. Jei to neprašėte, šio laiško nepaisykite.\n\n` +
      `${p.programme}\n` +
      `Atsisakyti mūsų laiškų: ${p.unsubscribeUrl}`,
  }),
};

export function confirmationMail(lang: string, parts: ConfirmationMailParts) {
  return (CONFIRMATION[lang] ?? CONFIRMATION.en!)(parts);
}
