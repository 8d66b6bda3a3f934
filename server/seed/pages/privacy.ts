// The privacy policy of the demo programme.
import type { LocalizedText } from '../../db/schema';

export const PRIVACY_TITLE: LocalizedText = { en: 'Privacy policy', lt: 'Privatumo politika' };

export const PRIVACY_BODY: LocalizedText = {
  en: `<p>UAB „Aurora Outdoor“ (a fictional company used for this demo), Vilnius, Lithuania, is the controller of the personal data processed in Aurora Rewards. You can reach us at <a href="mailto:privacy@aurora-rewards.example">privacy@aurora-rewards.example</a>.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account data:</strong> phone number, first and last name, language.</li>
<li><strong>Programme data:</strong> points, challenges, rewards, transfers and the answers you give in challenges.</li>
<li><strong>Data you choose to share:</strong> e-mail address, birthday, gender, city and linked social accounts.</li>
<li><strong>Technical data:</strong> session information and, if you allow them, push notification tokens.</li>
</ul>
<h2>Why we use it</h2>
<p>To run the programme you joined (performance of a contract), to send offers and newsletters you agreed to (consent), and to prevent fraud and keep our records (legitimate interest and legal obligations).</p>
<h2>Who receives it</h2>
<p>Our SMS, e-mail and hosting providers, who process data only on our instructions. A partner receives your data only if you agree to it in a challenge that says so. We never sell personal data.</p>
<h2>How long we keep it</h2>
<p>While your account is active and for up to 12 months after you leave; accounting records as long as the law requires.</p>
<h2>Your rights</h2>
<p>You may ask to see, correct or delete your data, restrict or object to its use, move it to another service and withdraw any consent. Write to us at the address above. You may also complain to the State Data Protection Inspectorate (<a href="https://vdai.lrv.lt" target="_blank">vdai.lrv.lt</a>).</p>`,
  lt: `<p>„Aurora Rewards“ tvarkomų asmens duomenų valdytoja yra UAB „Aurora Outdoor“ (šiai demonstracijai sugalvota įmonė), Vilnius, Lietuva. Su mumis galite susisiekti adresu <a href="mailto:privacy@aurora-rewards.example">privacy@aurora-rewards.example</a>.</p>
<h2>Kokius duomenis renkame</h2>
<ul>
<li><strong>Paskyros duomenys:</strong> telefono numeris, vardas, pavardė, kalba.</li>
<li><strong>Programos duomenys:</strong> taškai, užduotys, dovanos, pervedimai ir užduotyse pateikti atsakymai.</li>
<li><strong>Duomenys, kuriais nusprendžiate pasidalyti:</strong> el. pašto adresas, gimimo data, lytis, miestas ir susietos socialinių tinklų paskyros.</li>
<li><strong>Techniniai duomenys:</strong> sesijos informacija ir, jei leidžiate, tiesioginių pranešimų žetonai.</li>
</ul>
<h2>Kam juos naudojame</h2>
<p>Kad galėtume vykdyti programą, prie kurios prisijungėte (sutarties vykdymas), siųsti pasiūlymus ir naujienlaiškius, kuriems pritarėte (sutikimas), taip pat užkirsti kelią sukčiavimui ir tvarkyti apskaitą (teisėtas interesas ir teisinės prievolės).</p>
<h2>Kas juos gauna</h2>
<p>Mūsų SMS, el. pašto ir prieglobos paslaugų teikėjai, kurie duomenis tvarko tik pagal mūsų nurodymus. Partneris jūsų duomenis gauna tik tada, jei sutinkate su tuo užduotyje, kurioje tai aiškiai nurodyta. Asmens duomenų niekada neparduodame.</p>
<h2>Kiek laiko juos saugome</h2>
<p>Kol jūsų paskyra aktyvi, ir ne ilgiau kaip 12 mėnesių po išstojimo; apskaitos dokumentus – tiek, kiek reikalauja įstatymai.</p>
<h2>Jūsų teisės</h2>
<p>Galite prašyti susipažinti su savo duomenimis, juos ištaisyti ar ištrinti, apriboti jų tvarkymą ar jam prieštarauti, perkelti duomenis kitam paslaugų teikėjui ir atšaukti bet kurį sutikimą. Rašykite mums aukščiau nurodytu adresu. Taip pat galite pateikti skundą Valstybinei duomenų apsaugos inspekcijai (<a href="https://vdai.lrv.lt" target="_blank">vdai.lrv.lt</a>).</p>`,
};
