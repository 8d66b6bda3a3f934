// The about and business pages.
import type { LocalizedText } from '../../db/schema';

export const ABOUT_TITLE: LocalizedText = { en: 'About us', lt: 'Apie mus' };

export const ABOUT_BODY: LocalizedText = {
  en: `<p>Aurora started in 2014 as a small kayak and tent rental in Nida with a coffee machine in the corner. The coffee turned out to be as popular as the kayaks, and today Aurora Outdoor &amp; Café has stores with cafés in Vilnius, Kaunas, Klaipėda and Nida.</p>
<h2>Why Aurora Rewards</h2>
<p>We wanted a loyalty programme that rewards more than shopping: a morning on a clean-up crew, a first winter hike, a tip for a trail we did not know. Aurora Rewards turns those moments into points you can swap for coffee, gear and experiences with our partners.</p>
<h2>Our partners</h2>
<p>Baltic Paddle, Pine Bakery, Velo Trails, Nida Surf Club, Garden Cinema and Green Market share our love of the outdoors and good food. Their challenges and prizes are marked with their names.</p>
<h2>Our promise</h2>
<ul><li>No small print: every challenge says what it takes and what it gives.</li><li>Your data stays yours: we never sell it.</li><li>For every 1,000 prizes redeemed we plant 100 trees.</li></ul>`,
  lt: `<p>„Aurora“ gimė 2014 metais kaip nedidelė baidarių ir palapinių nuoma Nidoje su kavos aparatu kampe. Kava pasirodė esanti tokia pat populiari kaip baidarės, o šiandien „Aurora Outdoor &amp; Café“ parduotuvės su kavinėmis veikia Vilniuje, Kaune, Klaipėdoje ir Nidoje.</p>
<h2>Kodėl „Aurora Rewards“</h2>
<p>Norėjome lojalumo programos, kuri atlygintų ne tik už pirkinius: už rytą, praleistą talkoje, už pirmąjį žiemos žygį, už patarimą apie taką, kurio nežinojome. „Aurora Rewards“ tokias akimirkas paverčia taškais, kuriuos galite iškeisti į kavą, įrangą ir mūsų partnerių siūlomas patirtis.</p>
<h2>Mūsų partneriai</h2>
<p>„Baltic Paddle“, „Pine Bakery“, „Velo Trails“, „Nida Surf Club“, „Garden Cinema“ ir „Green Market“ taip pat myli gamtą ir gerą maistą. Jų užduotys ir prizai pažymėti jų pavadinimais.</p>
<h2>Mūsų pažadas</h2>
<ul><li>Jokių smulkiu šriftu parašytų sąlygų: prie kiekvienos užduoties aišku, ko reikia ir ką gausite.</li><li>Jūsų duomenys lieka jūsų: jų niekada neparduodame.</li><li>Už kiekvieną 1 000 iškeistų prizų pasodiname 100 medžių.</li></ul>`,
};

export const BUSINESS_TITLE: LocalizedText = { en: 'For business', lt: 'Verslui' };

export const BUSINESS_BODY: LocalizedText = {
  en: `<p>Aurora Rewards members are active people who love the outdoors, good coffee and local businesses. Join the programme as a partner and reach them with challenges and prizes of your own.</p>
<h2>What partners get</h2>
<ul><li><strong>Your own challenges</strong> with your name and logo: visits, purchases, quizzes or surveys.</li>
<li><strong>A place in the prize catalogue</strong> for your products, vouchers and experiences.</li>
<li><strong>Simple integration:</strong> your till or app reports purchases and visits to our partner API with one HTTPS call, and redeemed reward codes are checked the same way.</li>
<li><strong>Clear reports</strong> on challenges completed and rewards used.</li></ul>
<h2>How to start</h2>
<ol><li>Write to <a href="mailto:partners@aurora-rewards.example">partners@aurora-rewards.example</a> and tell us about your business.</li>
<li>We agree on the first challenges and prizes together.</li>
<li>You receive an API key and can go live within a week.</li></ol>`,
  lt: `<p>„Aurora Rewards“ nariai – aktyvūs žmonės, mėgstantys gamtą, gerą kavą ir vietos verslus. Prisijunkite prie programos kaip partneris ir pasiekite juos savo užduotimis bei prizais.</p>
<h2>Ką gauna partneriai</h2>
<ul><li><strong>Savo užduotis</strong> su jūsų pavadinimu ir logotipu: apsilankymus, pirkinius, viktorinas ar apklausas.</li>
<li><strong>Vietą prizų kataloge</strong> jūsų produktams, kuponams ir patirtims.</li>
<li><strong>Paprastą integraciją:</strong> jūsų kasa ar programėlė viena HTTPS užklausa praneša apie pirkinius ir apsilankymus mūsų partnerių API, o panaudoti dovanų kodai tikrinami taip pat.</li>
<li><strong>Aiškias ataskaitas</strong> apie įvykdytas užduotis ir panaudotas dovanas.</li></ul>
<h2>Kaip pradėti</h2>
<ol><li>Parašykite adresu <a href="mailto:partners@aurora-rewards.example">partners@aurora-rewards.example</a> ir papasakokite apie savo verslą.</li>
<li>Kartu sutarsime dėl pirmųjų užduočių ir prizų.</li>
<li>Gausite API raktą ir per savaitę galėsite pradėti.</li></ol>`,
};
