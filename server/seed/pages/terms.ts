// The programme rules (terms) and the short terms new members accept (terms-and-conditions).
import type { LocalizedText } from '../../db/schema';

export const TERMS_TITLE: LocalizedText = { en: 'Programme rules', lt: 'Programos taisyklės' };

export const TERMS_BODY: LocalizedText = {
  en: `<p>These rules apply to the Aurora Rewards loyalty programme run by UAB „Aurora Outdoor“ (a fictional company used for this demo), Vilnius, Lithuania ("we").</p>
<h2>1. Membership</h2>
<p>Anyone aged 14 or over with a mobile phone number may join. One person may hold one account. Membership is free and you may leave at any time.</p>
<h2>2. Earning points</h2>
<p>You earn points by completing challenges, with promo and referral codes, and through occasional bonuses. Each challenge states how many points or which prize it gives. A challenge counts once per member unless it says otherwise.</p>
<h2>3. Spending points</h2>
<p>Points can be exchanged for the prizes in the catalogue while stock lasts, or transferred to another member. Points have no cash value and cannot be exchanged for money.</p>
<h2>4. Rewards</h2>
<p>A redeemed prize becomes a reward with a code that is valid for the period shown with it. A reward is used once; an expired reward cannot be renewed and its points are not returned.</p>
<h2>5. Fair play</h2>
<p>We may cancel points gained by mistake, by fraud or by breaking these rules, and in serious cases close the account.</p>
<h2>6. Changes</h2>
<p>We may change these rules or end the programme with at least 30 days' notice in the app. Points already earned can be spent during that time.</p>
<h2>7. Contact</h2>
<p>Questions and complaints: <a href="mailto:hello@aurora-rewards.example">hello@aurora-rewards.example</a>. How we handle your data is described in the <a href="/en/privacy-policy">privacy policy</a>.</p>`,
  lt: `<p>Šios taisyklės taikomos lojalumo programai „Aurora Rewards“, kurią vykdo UAB „Aurora Outdoor“ (šiai demonstracijai sugalvota įmonė), Vilnius, Lietuva (toliau – „mes“).</p>
<h2>1. Narystė</h2>
<p>Prisijungti gali kiekvienas ne jaunesnis kaip 14 metų asmuo, turintis mobiliojo telefono numerį. Vienas asmuo gali turėti vieną paskyrą. Narystė nemokama, iš programos galite išstoti bet kada.</p>
<h2>2. Taškų uždirbimas</h2>
<p>Taškų gaunate vykdydami užduotis, panaudoję akcijos ar pakvietimo kodus ir retkarčiais – kaip premiją. Prie kiekvienos užduoties nurodyta, kiek taškų ar kokį prizą ji suteikia. Jei nenurodyta kitaip, užduotis nariui įskaitoma vieną kartą.</p>
<h2>3. Taškų išleidimas</h2>
<p>Taškus galima iškeisti į katalogo prizus, kol jų yra, arba pervesti kitam nariui. Taškai neturi piniginės vertės ir negali būti iškeisti į pinigus.</p>
<h2>4. Dovanos</h2>
<p>Iškeistas prizas tampa dovana su kodu, kuris galioja prie jo nurodytą laiką. Dovana panaudojama vieną kartą; nebegaliojanti dovana nepratęsiama, o už ją sumokėti taškai negrąžinami.</p>
<h2>5. Sąžiningumas</h2>
<p>Per klaidą, apgaule ar pažeidžiant šias taisykles gautus taškus galime anuliuoti, o rimtais atvejais – uždaryti paskyrą.</p>
<h2>6. Pakeitimai</h2>
<p>Šias taisykles galime keisti arba programą nutraukti, apie tai programėlėje pranešę ne vėliau kaip prieš 30 dienų. Per tą laiką jau uždirbtus taškus galima išleisti.</p>
<h2>7. Kontaktai</h2>
<p>Klausimus ir skundus siųskite adresu <a href="mailto:hello@aurora-rewards.example">hello@aurora-rewards.example</a>. Kaip tvarkome jūsų duomenis, aprašyta <a href="/lt/privacy-policy">privatumo politikoje</a>.</p>`,
};

export const CONDITIONS_TITLE: LocalizedText = { en: 'Terms and conditions', lt: 'Naudojimosi sąlygos' };

export const CONDITIONS_BODY: LocalizedText = {
  en: `<p>Welcome to Aurora Rewards! Before you start, please read and accept these conditions.</p>
<ul>
<li>You are at least 14 years old and the phone number you signed up with is yours.</li>
<li>You collect points by completing challenges and spend them on prizes. Points have no cash value.</li>
<li>We use your phone number, name and the data you choose to share to run the programme, as described in the <a href="/en/privacy-policy">privacy policy</a>.</li>
<li>We may send you service messages by SMS. Newsletters and offers are sent only if you allow them in your profile.</li>
<li>The full <a href="/en/terms">programme rules</a> apply.</li>
</ul>
<p>By accepting you agree to these conditions. You can leave the programme at any time in your profile.</p>`,
  lt: `<p>Sveiki atvykę į „Aurora Rewards“! Prieš pradėdami perskaitykite ir priimkite šias sąlygas.</p>
<ul>
<li>Jums yra bent 14 metų, o telefono numeris, kuriuo užsiregistravote, priklauso jums.</li>
<li>Taškus renkate vykdydami užduotis, o išleidžiate prizams. Taškai neturi piniginės vertės.</li>
<li>Jūsų telefono numerį, vardą ir duomenis, kuriais nuspręsite pasidalyti, naudojame programai vykdyti, kaip aprašyta <a href="/lt/privacy-policy">privatumo politikoje</a>.</li>
<li>Galime siųsti jums paslaugos SMS žinutes. Naujienlaiškius ir pasiūlymus siunčiame tik tada, jei juos leidžiate savo profilyje.</li>
<li>Taikomos visos <a href="/lt/terms">programos taisyklės</a>.</li>
</ul>
<p>Priimdami sutinkate su šiomis sąlygomis. Iš programos galite išstoti bet kada savo profilyje.</p>`,
};
