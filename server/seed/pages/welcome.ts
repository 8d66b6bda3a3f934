// The welcome page and the three steps of the welcome tour shown after sign-up.
import type { LocalizedText } from '../../db/schema';
import type { MotifName } from '../art/motifs';
import type { PaletteName } from '../art/pictures';

export const WELCOME_TITLE: LocalizedText = { en: 'Welcome to Aurora Rewards', lt: 'Sveiki atvykę į „Aurora Rewards“' };

export const WELCOME_BODY: LocalizedText = {
  en: `<p>Aurora Rewards turns coffee breaks, hikes and good deeds into points. Here is how it works in three steps.</p>
<p>Your first 30 points are already waiting for you. Enjoy!</p>`,
  lt: `<p>„Aurora Rewards“ kavos pertraukėles, žygius ir gerus darbus paverčia taškais. Štai kaip tai veikia – trimis žingsniais.</p>
<p>Pirmieji 30 taškų jūsų jau laukia. Smagaus naudojimosi!</p>`,
};

export interface WelcomeStepDef {
  title: LocalizedText;
  text: LocalizedText;
  motif: MotifName;
  palette: PaletteName;
}

export const WELCOME_STEPS: WelcomeStepDef[] = [
  {
    motif: 'checklist',
    palette: 'aurora',
    title: { en: 'Take on challenges', lt: 'Imkitės užduočių' },
    text: {
      en: 'Pick a challenge on your dashboard, accept it and complete it: a quiz, a store visit, a short survey or a walk in the woods.',
      lt: 'Pradžios puslapyje pasirinkite užduotį, priimkite ją ir įvykdykite: viktoriną, apsilankymą parduotuvėje, trumpą apklausą ar pasivaikščiojimą miške.',
    },
  },
  {
    motif: 'medal',
    palette: 'sunset',
    title: { en: 'Collect your points', lt: 'Rinkite taškus' },
    text: {
      en: 'Every completed challenge leaves an achievement. Collect it and the points land in your balance straight away.',
      lt: 'Už kiekvieną įvykdytą užduotį gaunate pasiekimą. Atsiimkite jį ir taškai iš karto atsidurs jūsų sąskaitoje.',
    },
  },
  {
    motif: 'gift',
    palette: 'ocean',
    title: { en: 'Swap points for prizes', lt: 'Keiskite taškus į prizus' },
    text: {
      en: 'Coffee, gear or a kayak trip: choose a prize and its code waits in My rewards until you use it.',
      lt: 'Kava, įranga ar baidarių žygis: pasirinkite prizą, o jo kodas lauks skiltyje „Mano apdovanojimai“, kol juo pasinaudosite.',
    },
  },
];
