// SMS texts per language; English is the fallback. Each names the programme (settings brand.name,
// services/settings/settings.ts programmeName), so the member knows who is writing.
const LOGIN_TEXTS: Record<string, (programme: string, code: string, minutes: number) => string> = {
  en: (programme, code, minutes) => `Your ${programme} code is ${code}. It expires in ${minutes} minutes.`,
  lt: (programme, code, minutes) => `Jūsų ${programme} kodas: ${code}. Jis galioja ${minutes} min.`,
};

export function loginCodeText(lang: string, programme: string, code: string, minutes: number): string {
  const text = LOGIN_TEXTS[lang] ?? LOGIN_TEXTS.en!;
  return text(programme, code, minutes);
}
