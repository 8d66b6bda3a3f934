// The help page: questions members actually ask.
import type { LocalizedText } from '../../db/schema';

export const HELP_TITLE: LocalizedText = { en: 'Help', lt: 'Pagalba' };

export const HELP_BODY: LocalizedText = {
  en: `<p>Everything you need to know about Aurora Rewards. Cannot find your answer? Write to <a href="mailto:hello@aurora-rewards.example">hello@aurora-rewards.example</a> and we will reply within one working day.</p>
<h2>Points</h2>
<h3>How do I earn points?</h3>
<p>Open a challenge on your dashboard, accept it and complete it. Some challenges are answered in the app (quizzes, surveys, your birthday), others complete by themselves when you do something in our stores or with our partners, such as buying a coffee or renting a kayak. When a challenge is done you get an achievement: collect it and the points are added to your balance.</p>
<h3>Why is a challenge locked?</h3>
<p>A challenge with a lock has not started yet; the countdown shows when it opens. After a wrong quiz answer the challenge also locks for a while, usually one day, and then you can try again.</p>
<h3>Do points expire?</h3>
<p>No. Points stay in your account for as long as your membership is active.</p>
<h2>Prizes and rewards</h2>
<h3>How do I spend my points?</h3>
<p>Open <strong>Prizes</strong>, choose a prize and confirm. The points are deducted at once and the prize appears in <strong>My rewards</strong> with its code.</p>
<h3>How do I use a reward?</h3>
<p>Show the code, barcode or QR code to the cashier before paying. Each reward shows how long it is valid. Once used, mark it as used so that your list stays tidy.</p>
<h3>A prize says "sold out". Will it come back?</h3>
<p>Often, yes: limited prizes are restocked from time to time. Mark it as a favourite to find it quickly.</p>
<h2>Your account</h2>
<h3>Can I give points to a friend?</h3>
<p>Yes. Open <strong>Points transfer</strong>, enter your friend's phone number and the number of points. Your friend must already be a member.</p>
<h3>I have a promo or referral code. Where do I enter it?</h3>
<p>In your profile, under <strong>Promo code</strong> or <strong>Referral code</strong>. Each code can be used once per member.</p>
<h3>How do I leave the programme?</h3>
<p>In your profile choose <strong>Deactivate account</strong>. Unspent points are lost, so spend them first.</p>`,
  lt: `<p>Viskas, ką reikia žinoti apie „Aurora Rewards“. Neradote atsakymo? Rašykite adresu <a href="mailto:hello@aurora-rewards.example">hello@aurora-rewards.example</a> – atsakysime per vieną darbo dieną.</p>
<h2>Taškai</h2>
<h3>Kaip uždirbti taškų?</h3>
<p>Atverkite užduotį savo pradžios puslapyje, priimkite ją ir įvykdykite. Į kai kurias užduotis atsakoma programėlėje (viktorinos, apklausos, gimimo diena), kitos įvykdomos savaime, kai ką nors padarote mūsų parduotuvėse ar pas partnerius, pavyzdžiui, nusiperkate kavos ar išsinuomojate baidarę. Įvykdę užduotį gausite pasiekimą: atsiimkite jį ir taškai bus pridėti prie jūsų likučio.</p>
<h3>Kodėl užduotis užrakinta?</h3>
<p>Užduotis su spynele dar neprasidėjo – laikmatis rodo, kada ji atsidarys. Neteisingai atsakius į viktoriną, užduotis taip pat kuriam laikui užrakinama, dažniausiai vienai dienai, o paskui galite bandyti dar kartą.</p>
<h3>Ar taškai nustoja galioti?</h3>
<p>Ne. Taškai lieka jūsų paskyroje tol, kol jūsų narystė aktyvi.</p>
<h2>Prizai ir dovanos</h2>
<h3>Kaip išleisti taškus?</h3>
<p>Atverkite skiltį <strong>Prizai</strong>, pasirinkite prizą ir patvirtinkite. Taškai nurašomi iš karto, o prizas su kodu atsiranda skiltyje <strong>Mano apdovanojimai</strong>.</p>
<h3>Kaip pasinaudoti dovana?</h3>
<p>Prieš mokėdami parodykite kasininkui kodą, brūkšninį ar QR kodą. Prie kiekvienos dovanos nurodyta, iki kada ji galioja. Pasinaudoję pažymėkite ją kaip panaudotą – sąrašas liks tvarkingas.</p>
<h3>Prie prizo parašyta „išparduota“. Ar jis vėl atsiras?</h3>
<p>Dažnai taip – ribotų prizų atsargos retkarčiais papildomos. Pažymėkite prizą kaip mėgstamą, kad greitai jį rastumėte.</p>
<h2>Jūsų paskyra</h2>
<h3>Ar galiu padovanoti taškų draugui?</h3>
<p>Taip. Atverkite <strong>Taškų pervedimą</strong>, įveskite draugo telefono numerį ir taškų skaičių. Draugas jau turi būti programos narys.</p>
<h3>Turiu akcijos ar pakvietimo kodą. Kur jį įvesti?</h3>
<p>Savo profilyje, skiltyje <strong>Akcijos kodas</strong> arba <strong>Pakvietimo kodas</strong>. Kiekvieną kodą narys gali panaudoti vieną kartą.</p>
<h3>Kaip išstoti iš programos?</h3>
<p>Profilyje pasirinkite <strong>Išjungti paskyrą</strong>. Neišleisti taškai dingsta, tad pirmiausia juos išleiskite.</p>`,
};
