import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { SEARCH_TITLE_MAX_LENGTH } from '#domain/search/saved/SavedSearch';
import { useModals } from '#presentation/shared/modal/useModals';
import { Checkbox } from '#presentation/shared/forms/Checkbox';
import { TextField } from '#presentation/shared/forms/TextField';
import { useT } from '#presentation/shared/i18n';
import { Button, Icon, Modal } from '#presentation/shared/ui';
import { searchTitleProblem } from '#domain/search/saved/searchTitle';
import type { SaveSearchViewModel } from './SaveSearchViewModel';
import styles from './SaveSearchButton.module.css';

/** The save-search dialogs of one view-model: e-mail capture, rename, unsave, the save confirmation. */
export function SaveSearchDialogs({ vm }: { vm: SaveSearchViewModel }) {
  return (
    <>
      <EmailCaptureModal vm={vm} />
      <RenameModal vm={vm} />
      <UnsaveModal vm={vm} />
      <SavedConfirmation vm={vm} />
    </>
  );
}

const UnsaveModal = observer(function UnsaveModal({ vm }: { vm: SaveSearchViewModel }) {
  const t = useT();
  return (
    <Modal
      open={vm.dialog === 'unsave'}
      onClose={() => vm.close()}
      title={t('SavedSearch.Unsave.Title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => vm.close()}>
            {t('SavedSearch.Unsave.Cancel')}
          </Button>
          <Button onClick={() => void vm.remove()} disabled={vm.busy} data-testid="confirm-unsave">
            {t('SavedSearch.Unsave.Confirm')}
          </Button>
        </>
      }
    >
      <p>{t('SavedSearch.Unsave.Text', { title: vm.title })}</p>
    </Modal>
  );
});

/**
 * The search-save confirmation (document 000 §2): the push switch for this browser,
 * and for a visitor who is not authenticated the invitation to create an account (document 001 §3).
 */
const SavedConfirmation = observer(function SavedConfirmation({ vm }: { vm: SaveSearchViewModel }) {
  const t = useT();
  const modals = useModals();
  const invited = vm.dialog === 'inviteToAuthenticate';
  return (
    <Modal
      open={invited || vm.dialog === 'saved'}
      onClose={() => vm.close()}
      title={t('SavedSearch.Saved.Title')}
      footer={
        invited ? (
          <>
            <Button variant="secondary" onClick={() => vm.close()}>
              {t('SavedSearch.Saved.Later')}
            </Button>
            <Button
              onClick={() => {
                vm.close();
                modals.login.open({});
              }}
              data-testid="invite-authenticate"
            >
              {t('SavedSearch.Saved.CreateAccount')}
            </Button>
          </>
        ) : (
          <Button onClick={() => vm.close()} data-testid="saved-ok">
            {t('SavedSearch.Saved.Ok')}
          </Button>
        )
      }
    >
      <div className={styles.form}>
        <p className={styles.lead}>{t(vm.savedText)}</p>
        {vm.asksToConfirmAddress && (
          <p className={styles.notice} data-testid="saved-check-inbox">
            <Icon name="mail" size={20} />
            <span>{t('SavedSearch.Saved.CheckInbox')}</span>
          </p>
        )}
        <Checkbox
          label={t('SavedSearch.Push.Label')}
          checked={vm.pushOn}
          disabled={vm.busy}
          onChange={(event) => void vm.setPush(event.target.checked)}
          data-testid="saved-push"
        />
        <a href="/my-home">{t('SavedSearch.Saved.MyHome')}</a>
      </div>
    </Modal>
  );
});

const EmailCaptureModal = observer(function EmailCaptureModal({ vm }: { vm: SaveSearchViewModel }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  return (
    <Modal open={vm.dialog === 'emailCapture'} onClose={() => vm.close()} title={t('SavedSearch.EmailCapture.Title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!invalid) void vm.captureEmail(email);
        }}
      >
        <p className={styles.lead}>{t('SavedSearch.EmailCapture.Text')}</p>
        <TextField
          label={t('SavedSearch.EmailCapture.Email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(true)}
          error={
            touched && invalid ? t('SavedSearch.EmailCapture.Invalid') : vm.emailError ? t(vm.emailError) : undefined
          }
          data-testid="capture-email"
        />
        <Button type="submit" block disabled={vm.busy} data-testid="capture-submit">
          {t('SavedSearch.EmailCapture.Submit')}
        </Button>
        <p className={styles.fine}>{t('SavedSearch.EmailCapture.Fine')}</p>
      </form>
    </Modal>
  );
});

const RenameModal = observer(function RenameModal({ vm }: { vm: SaveSearchViewModel }) {
  const t = useT();
  const [title, setTitle] = useState(vm.title);
  useEffect(() => {
    if (vm.dialog === 'rename') setTitle(vm.title);
  }, [vm.dialog, vm.title]);
  const problem = searchTitleProblem(title);
  return (
    <Modal open={vm.dialog === 'rename'} onClose={() => vm.close()} title={t('SavedSearch.Rename.Title')}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) void vm.rename(title);
        }}
      >
        <TextField
          label={t('SavedSearch.Rename.Label')}
          value={title}
          maxLength={SEARCH_TITLE_MAX_LENGTH + 10}
          onChange={(event) => setTitle(event.target.value)}
          error={problem ? t(problem, { max: SEARCH_TITLE_MAX_LENGTH }) : undefined}
          hint={t('SavedSearch.Rename.Hint', { max: SEARCH_TITLE_MAX_LENGTH })}
          data-testid="rename-title"
        />
        <Button type="submit" block disabled={vm.busy || problem !== undefined} data-testid="rename-submit">
          {t('SavedSearch.Rename.Submit')}
        </Button>
      </form>
    </Modal>
  );
});
