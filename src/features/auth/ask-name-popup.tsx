// Ask-name popup (docs/product.md sections 2, 4, 5): shown when names may be changed and one is missing,
// or on demand (?modal=askName). Saving needs both names, trimmed and non-empty.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { api, ApiError } from '@/api/client';
import type { SetUserName } from '@contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { Modal } from '@/features/popups/modal';
import { ModalActions, ModalBody, ModalText, ModalTitle } from '@/features/popups/modal-parts';
import { toast } from '@/features/toasts/toast';
import { useAtom, useAtomValue, useStore } from '@/state/jotai';
import { loggedInAtom, userDataAtom } from '@/api/queries/user-data';
import formStyles from './form.module.css';
import { loadSignedInUser } from '@/api/queries/user-data';
import { askNamePopupOpenAtom, welcomePopupOpenAtom } from './popup-atoms';
import { useNameMissing } from './use-name-missing';

export function canSaveName(firstName: string, lastName: string) {
  return firstName.trim() !== '' && lastName.trim() !== '';
}

function AskNameForm({ onDone }: { onDone(): void }) {
  const { t } = useLingui();
  const store = useStore();
  const user = useAtomValue(userDataAtom);
  const [firstName, setFirstName] = useState(user?.name ?? '');
  const [lastName, setLastName] = useState(user?.surname ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const ready = canSaveName(firstName, lastName);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSaveName(firstName, lastName) || busy.current) return;
    busy.current = true;
    setSaving(true);
    setError(null);
    try {
      await api.post('setUserName', { first_name: firstName.trim(), last_name: lastName.trim() } satisfies SetUserName);
      await loadSignedInUser(store);
      toast.success(t`Your name is saved.`);
      onDone();
    } catch (caught) {
      setError(caught instanceof ApiError && caught.status === 400 ? caught.message : t`Something went wrong, please try again later`);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <ModalBody>
        <ModalTitle id="ask-name-title">
          <Trans>What should we call you?</Trans>
        </ModalTitle>
        <ModalText>
          <Trans>Your name appears on your profile and in the friends leaderboard.</Trans>
        </ModalText>
        <div className={formStyles.form}>
          <TextField
            label={t`First name`}
            autoComplete="given-name"
            maxLength={100}
            required
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            data-autofocus
          />
          <TextField
            label={t`Last name`}
            autoComplete="family-name"
            maxLength={100}
            required
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
          {error ? (
            <p className={formStyles.alert} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </ModalBody>
      <ModalActions>
        <Button type="submit" size="lg" disabled={!ready} loading={saving}>
          <Trans>Save</Trans>
        </Button>
      </ModalActions>
    </form>
  );
}

export function AskNamePopup() {
  const [requested, setRequested] = useAtom(askNamePopupOpenAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const welcomeOpen = useAtomValue(welcomePopupOpenAtom);
  // Closing the automatic prompt keeps it away until the next visit.
  const [dismissed, setDismissed] = useState(false);
  const automatic = useNameMissing() && !dismissed;
  // One popup at a time: the welcome tour goes first.
  const open = loggedIn && !welcomeOpen && (requested || automatic);

  const close = () => {
    setRequested(false);
    setDismissed(true);
  };

  return (
    <Modal open={open} onClose={close} labelledBy="ask-name-title" size="sm">
      <AskNameForm onDone={close} />
    </Modal>
  );
}
