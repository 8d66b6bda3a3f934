// The mail that carries a staff member's one-time link to set a password (an invitation or a reset).
export interface StaffLinkMailParts {
  programme: string;
  url: string;
  hours: number;
  purpose: 'invite' | 'reset';
}

const TEXTS: Record<string, (p: StaffLinkMailParts) => { subject: string; text: string }> = {
  en: (p) => ({
    subject: p.purpose === 'invite' ? `${p.programme}: you are invited to the console` : `${p.programme}: set a new console password`,
    text:
      (p.purpose === 'invite'
        ? `You have been given an account in the ${p.programme} staff console.`
        : `Your ${p.programme} console password has been reset by an admin.`) +
      `\n\nChoose your password by opening this link:\n${p.url}\n\n` +
      `The link works once and for ${p.hours} hours. If you did not expect this message, tell your admin.`,
  }),
  lt: (p) => ({
    subject: p.purpose === 'invite' ? `${p.programme}: kvietimas į konsolę` : `${p.programme}: nustatykite naują konsolės slaptažodį`,
    text:
      (p.purpose === 'invite'
        ? `Jums sukurta „${p.programme}“ darbuotojų konsolės paskyra.`
        : `Administratorius atstatė jūsų „${p.programme}“ konsolės slaptažodį.`) +
      `\n\nSlaptažodį pasirinkite atidarę šią nuorodą:\n${p.url}\n\n` +
      `Nuoroda veikia vieną kartą ir ${p.hours} val. Jei šio laiško nelaukėte, praneškite administratoriui.`,
  }),
};

export function staffLinkMail(lang: string, parts: StaffLinkMailParts) {
  return (TEXTS[lang] ?? TEXTS.en!)(parts);
}
