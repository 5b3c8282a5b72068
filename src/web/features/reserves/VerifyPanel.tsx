import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import type { LatestReserves, SnapshotView } from '../../../core/schemas/reserves';
import { loginUrlFor } from '../../api/session/loginRedirect';
import { useSession } from '../../api/session/useSession';
import { ChooseProofFile } from './ChooseProofFile';
import { downloadJson } from './downloadJson';
import { fetchMyProof } from './queries';
import { proofFileName, readProofFile } from './readProofFile';
import { ProofResult } from './ProofResult';
import { useProofCheck } from './useProofCheck';
import './verify.css';

const SELF = '/pages/assets/reserves';
// The repository's own verifier (public/verify-proof.mjs), as a command: not a sentence to translate.
const VERIFY_COMMAND = 'npm run verify-proof -- file.json';

/**
 * "Verify my balance" and "Download my proof" for the signed-in user (a visitor is asked to log
 * in), "Check a proof file" for anyone, and how to check a file without this page.
 */
export function VerifyPanel({
  snapshot,
  included,
  publicationKey,
}: {
  snapshot: SnapshotView;
  included: LatestReserves['included'];
  publicationKey: LatestReserves['publication_key'];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { check, run } = useProofCheck(publicationKey);
  const busy = check.state === 'checking';

  const loadMine = () => fetchMyProof(queryClient, user!.id, snapshot.id);
  const download = async () => {
    try {
      downloadJson(proofFileName(snapshot.id), await loadMine());
    } catch {
      // Refused or unreachable: the client has toasted why.
    }
  };

  return (
    <section className="tw-card tw-reserves-verify" data-testid="reserves-verify">
      <h2>{t('reserves.verify.title')}</h2>
      <p className="tw-small">{t('reserves.verify.intro')}</p>
      {!user ? (
        <div className="tw-reserves-login" data-testid="reserves-login-prompt">
          <p className="tw-small">{t('reserves.verify.login_prompt')}</p>
          <Button
            type="primary"
            round
            block
            onClick={() => navigate(loginUrlFor(SELF))}
            data-testid="reserves-login"
          >
            {t('login.submit')}
          </Button>
        </div>
      ) : included === false ? (
        <p className="tw-reserves-not-included tw-small" data-testid="reserves-not-included">
          {t('reserves.verify.not_included')}
        </p>
      ) : (
        <div className="tw-reserves-actions">
          <Button
            type="primary"
            round
            block
            loading={busy && check.source === 'mine'}
            disabled={busy}
            onClick={() => void run('mine', loadMine)}
            data-testid="reserves-verify-mine"
          >
            {t('reserves.verify.mine')}
          </Button>
          <Button
            round
            plain
            block
            type="primary"
            onClick={() => void download()}
            data-testid="reserves-download"
          >
            {t('reserves.verify.download')}
          </Button>
        </div>
      )}
      <ProofResult check={check} />
      <ChooseProofFile
        disabled={busy}
        onChosen={(file) => void run('chosen', async () => readProofFile(await file.text()))}
      />
      <p className="tw-muted tw-small tw-reserves-outside" data-testid="reserves-outside">
        {t('reserves.verify.outside')} <code>{VERIFY_COMMAND}</code>{' '}
        <a
          className="tw-link"
          href="/verify-proof.mjs"
          download="verify-proof.mjs"
          data-testid="reserves-script"
        >
          {t('reserves.verify.script')}
        </a>
      </p>
    </section>
  );
}
