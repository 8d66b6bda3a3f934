// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Challenge, CompleteChallengeResult } from '@contract/challenges';
import { GENDERS as CONTRACT_GENDERS, type ChallengeType } from '@contract/challenge-answers';
import { CHALLENGE_TYPES } from '@contract/challenge-types';
import { WIDGETS, widgetFor } from '@/features/challenges/widgets/registry';
import type { WidgetError } from '@/features/challenges/widgets/widget-types';
import { yearsAgo } from '@/features/challenges/widgets/provide-birthday';
import { GENDERS } from '@/features/challenges/widgets/provide-gender';
import { referralLink } from '@/features/challenges/widgets/user-invitation';
import { appStore } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import { activateEnglish, makeChallenge, makeUser, newQueryClient, resetChallengeStore, TestProviders } from './challenges-test-helpers';

const navigate = vi.hoisted(() => vi.fn());
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ navigate }) }));

const pending = (challenge: Challenge, extra: Partial<Extract<CompleteChallengeResult, { status: 'pending' }>> = {}): CompleteChallengeResult => ({
  status: 'pending',
  progress_dividend: null,
  progress_divisor: null,
  resend_after: 30,
  sent_to: null,
  challenge,
  ...extra,
});

let onAnswer: Mock<(answer: object) => Promise<CompleteChallengeResult | null>>;

beforeEach(() => {
  activateEnglish();
  resetChallengeStore();
  onAnswer = vi.fn(async (_answer: object): Promise<CompleteChallengeResult | null> => null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWidget(type: ChallengeType, overrides: Partial<Challenge> = {}, error: WidgetError | null = null) {
  const challenge = makeChallenge({ type, accepted: true, ...overrides });
  const Widget = widgetFor(type)!;
  render(
    <TestProviders client={newQueryClient()}>
      <Widget challenge={challenge} onAnswer={onAnswer} busy={false} error={error} />
    </TestProviders>,
  );
  return challenge;
}

const options = [
  { id: 11, text: 'Tent', image_id: 5 },
  { id: 12, text: 'Bike', image_id: 6 },
  { id: 13, text: 'Paddle', image_id: 7 },
];

describe('the widget registry', () => {
  it('has a widget for each of the 21 types', () => {
    expect(CHALLENGE_TYPES).toHaveLength(21);
    for (const type of CHALLENGE_TYPES) expect(typeof WIDGETS[type], type).toBe('function');
  });

  it("keeps the app's copy of the contract's genders in step (the app imports only types)", () => {
    expect([...GENDERS]).toEqual([...CONTRACT_GENDERS]);
  });
});

describe('quizzes answer {option_id}', () => {
  it('text_quiz', () => {
    renderWidget('text_quiz');
    const submit = screen.getByRole('button', { name: 'Submit answer' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByRole('group', { name: 'Where does coffee come from?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Brazil' }));
    fireEvent.click(submit);
    expect(onAnswer).toHaveBeenCalledWith({ option_id: 2 });
  });

  it('image_quiz shows pictures', () => {
    renderWidget('image_quiz', { custom_data: { question: 'Camp?', options } });
    expect(document.querySelectorAll('img[src^="/image/i."]')).toHaveLength(3);
    fireEvent.click(screen.getByRole('radio', { name: 'Tent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(onAnswer).toHaveBeenCalledWith({ option_id: 11 });
  });

  it('video_quiz plays a real video', () => {
    renderWidget('video_quiz', { custom_data: { video_url: '/media/safety.mp4', question: 'Wear?', options } });
    const video = document.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/media/safety.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Paddle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(onAnswer).toHaveBeenCalledWith({ option_id: 13 });
  });
});

describe('surveys answer {option_ids}', () => {
  it('survey takes up to max options', () => {
    renderWidget('survey', { custom_data: { question: 'Weekend?', min: 1, max: 2, options } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tent' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Paddle' }));
    expect((screen.getByRole('checkbox', { name: 'Bike' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(onAnswer).toHaveBeenCalledWith({ option_ids: [11, 13] });
  });

  it('survey_images with one choice uses radios', () => {
    renderWidget('survey_images', { custom_data: { question: 'Route?', options } });
    fireEvent.click(screen.getByRole('radio', { name: 'Bike' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(onAnswer).toHaveBeenCalledWith({ option_ids: [12] });
  });

  it('survey_text answers {text}, trimmed', () => {
    renderWidget('survey_text', { custom_data: { question: 'Your trail?', max_length: 300 } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Your trail?' }), { target: { value: '  The Šeškinė hills  ' } });
    expect(screen.getByText('21 / 300')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(onAnswer).toHaveBeenCalledWith({ text: 'The Šeškinė hills' });
  });

  it('survey_text shows its minimum before anything is sent, and counts down to it', () => {
    renderWidget('survey_text', { custom_data: { question: 'Your trail?', min_length: 20 } });
    expect(screen.getByText('Write at least 20 characters.')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send my answer' }) as HTMLButtonElement;
    const box = screen.getByRole('textbox', { name: 'Your trail?' });
    expect(box.getAttribute('aria-describedby')).toContain('-min');
    fireEvent.input(box, { target: { value: ' Short one ' } });
    expect(screen.getByText(/11 more characters needed/)).toBeTruthy();
    expect(send.disabled).toBe(true);
    fireEvent.click(send);
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.input(box, { target: { value: 'The Curonian Spit dunes' } });
    expect(screen.getByText(/Long enough/)).toBeTruthy();
    fireEvent.click(send);
    expect(onAnswer).toHaveBeenCalledWith({ text: 'The Curonian Spit dunes' });
  });
});

describe('profile answers', () => {
  it('provide_birthday answers {birthday} from a date input within 13 to 120 years ago', () => {
    renderWidget('provide_birthday');
    const input = screen.getByLabelText('Your birthday') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.max).toBe(yearsAgo(13));
    fireEvent.input(input, { target: { value: yearsAgo(5) } });
    expect((screen.getByRole('button', { name: 'Save my birthday' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.input(input, { target: { value: '1990-05-17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my birthday' }));
    expect(onAnswer).toHaveBeenCalledWith({ birthday: '1990-05-17' });
  });

  it('provide_gender answers {gender}', () => {
    renderWidget('provide_gender');
    fireEvent.click(screen.getByRole('radio', { name: 'I prefer not to say' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onAnswer).toHaveBeenCalledWith({ gender: 'prefer_not_to_say' });
  });

  it('provide_location answers {country, city} and adds the browser position when allowed', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 54.687157, longitude: 25.279652 } } as GeolocationPosition));
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderWidget('provide_location');
    fireEvent.input(screen.getByLabelText('Country'), { target: { value: 'Lithuania' } });
    fireEvent.input(screen.getByLabelText('City'), { target: { value: 'Vilnius' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add my current position' }));
    await screen.findByText(/Your position is added/);
    fireEvent.click(screen.getByRole('button', { name: 'Save my location' }));
    expect(onAnswer).toHaveBeenCalledWith({ country: 'Lithuania', city: 'Vilnius', latitude: 54.6872, longitude: 25.2797 });
  });

  it('provide_location without geolocation answers {country, city}', () => {
    vi.stubGlobal('navigator', { userAgent: 'test' });
    renderWidget('provide_location');
    expect(screen.queryByRole('button', { name: 'Add my current position' })).toBeNull();
    fireEvent.input(screen.getByLabelText('Country'), { target: { value: 'Lithuania' } });
    fireEvent.input(screen.getByLabelText('City'), { target: { value: 'Kaunas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my location' }));
    expect(onAnswer).toHaveBeenCalledWith({ country: 'Lithuania', city: 'Kaunas' });
  });

  it('user_data_share answers {consent: true} once the box is ticked', () => {
    renderWidget('user_data_share', { custom_data: { partner_name: 'Aurora', data_items: ['Name', 'E-mail'], consent_text: 'I agree.' } });
    expect(screen.getByText('Aurora will receive:')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Share my details' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree.' }));
    fireEvent.click(submit);
    expect(onAnswer).toHaveBeenCalledWith({ consent: true });
  });

  it('link answers {} when the page is opened', () => {
    renderWidget('link', { custom_data: { url: 'https://example.org/read', button_text: 'Read it' } });
    const link = screen.getByRole('link', { name: 'Read it' });
    expect(link.getAttribute('href')).toBe('https://example.org/read');
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(link);
    expect(onAnswer).toHaveBeenCalledWith({});
  });
});

describe('confirmations with a code step', () => {
  it('email_confirmation sends {email}, then checks again with the same address', async () => {
    onAnswer.mockImplementation(async () => pending(makeChallenge(), { sent_to: 'me@example.com', resend_after: 60 }));
    renderWidget('email_confirmation');
    fireEvent.input(screen.getByLabelText('E-mail address'), { target: { value: ' me@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(onAnswer).toHaveBeenCalledWith({ email: 'me@example.com' });
    await screen.findByText(/We sent a confirmation link to/);
    expect((screen.getByRole('button', { name: /Send again in/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'I have confirmed it' }));
    await screen.findByText(/Not confirmed yet/);
    expect(onAnswer).toHaveBeenLastCalledWith({ email: 'me@example.com' });
  });

  it('phone_confirmation sends {phone}, then {phone, code}', async () => {
    appStore.set(userDataAtom, makeUser({ primary_phone: '37060000001' }));
    onAnswer.mockImplementation(async () => pending(makeChallenge(), { sent_to: '37060000001' }));
    renderWidget('phone_confirmation');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('+37060000001');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(onAnswer).toHaveBeenCalledWith({ phone: '37060000001' });
    const code = await screen.findByLabelText('Code from the SMS');
    fireEvent.input(code, { target: { value: '12a3456' } });
    expect((code as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ phone: '37060000001', code: '123456' });
  });

  it('shows why an answer was refused', () => {
    renderWidget('phone_confirmation', {}, { code: 'SmsCodeInvalid', message: 'wrong' });
    expect(screen.getByRole('alert').textContent).toBe('That code is not right. Check the SMS and try again.');
  });
});

describe('server-completed types answer {} to check', () => {
  it('user_invitation shows the referral link and copies it', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWidget('user_invitation', { progress_dividend: 1, progress_divisor: 3 });
    const link = referralLink(window.location.origin, 'en', 'r1');
    expect(link).toBe(`${window.location.origin}/en/invite/r1`);
    expect((screen.getByLabelText('Your invitation link') as HTMLInputElement).value).toBe(link);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    await screen.findByRole('button', { name: 'Copied!' });
    fireEvent.click(screen.getByRole('button', { name: 'Check my progress' }));
    expect(onAnswer).toHaveBeenCalledWith({});
  });

  it('user_invitation offers Web Share when the browser has it', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    renderWidget('user_invitation', { name: 'Invite', custom_data: { invitation_text: 'Join me!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Invite', text: 'Join me!', url: `${window.location.origin}/en/invite/r1` }));
  });

  it('connect_google links to the social page until connected, then completes', () => {
    renderWidget('connect_google');
    const link = screen.getByRole('link', { name: 'Connect Google' });
    expect(link.getAttribute('href')).toBe('/en/profile/social');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith({ href: '/en/profile/social', replace: false });
    cleanup();
    appStore.set(userDataAtom, makeUser({ external_accounts: { google: 'connected', facebook: 'never', linkedin: 'never', apple: 'never' } }));
    renderWidget('connect_google');
    expect(screen.getByText('Your Google account is connected.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Complete the challenge' }));
    expect(onAnswer).toHaveBeenCalledWith({});
  });

  it.each(['connect_linkedin', 'facebook_login'] as const)('%s shows the connection status', (type) => {
    renderWidget(type);
    expect(screen.getByRole('button', { name: 'I have connected it' })).toBeTruthy();
  });

  it.each(['api_event', 'api_event_for_period', 'api_event_quantitative', 'owner_api_call'] as const)(
    '%s explains what to do and checks the progress',
    async (type) => {
      onAnswer.mockImplementation(async () => pending(makeChallenge()));
      renderWidget(type, { challenge_owner_name: 'Aurora', progress_dividend: 1, progress_divisor: 5 });
      expect(screen.getAllByText(/Aurora/).length).toBeGreaterThan(0);
      fireEvent.click(screen.getByRole('button', { name: 'Check my progress' }));
      expect(onAnswer).toHaveBeenCalledWith({});
      await screen.findByText(/Not done yet/);
    },
  );
});
