// "Choose a starter": the starter sites as cards with a picture of each home page. A new
// workspace sees it when the builder first opens; later it is "Apply a starter…" in the Pages
// panel, with a confirmation of what stays. Applying writes drafts on the server, and the editor
// then loads the site and pages again and opens the home page, so the preview shows it at once.
import { useEffect, useState } from 'react';
import { errorText } from '../../shared/error-text';
import type { StarterList } from '../api';
import { useEditorStore } from '../store/store';
import { Dialog } from './Dialogs';
import { useServices } from './services';

type Starter = StarterList['starters'][number];

type Props = {
  /** The first choice of a new workspace: applied at once, and the dialog says so. */
  first: boolean;
  onClose(): void;
  openPage(id: string): Promise<void>;
};

export function StarterPicker({ first, onClose, openPage }: Props) {
  const store = useEditorStore();
  const { api, autosave, toast, boot } = useServices();
  const [list, setList] = useState<Starter[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Starter | null>(null);
  const [applying, setApplying] = useState<string | null>(null);

  useEffect(() => {
    api.listStarters().then(
      (l) => setList(l.starters),
      (err) => setError(errorText(err)),
    );
  }, [api]);

  const apply = async (starter: Starter) => {
    setApplying(starter.id);
    setError(null);
    try {
      // Pending saves first: the starter replaces the drafts they would write.
      await autosave.flush().catch(() => undefined);
      await api.applyStarter(starter.id);
      const [site, pages] = await Promise.all([api.getSite(), api.listPages()]);
      store.getState().load({ site: site.draft, pages, siteUpdatedAt: site.updatedAt });
      const home = pages.find((p) => p.path === '/') ?? pages[0];
      if (home) await openPage(home.id);
      boot.chooseStarter = false;
      toast(`${starter.name} applied. Publish when you are ready.`);
      onClose();
    } catch (err) {
      setError(errorText(err));
      setApplying(null);
    }
  };

  const choose = (s: Starter) => (first ? void apply(s) : setConfirming(s));

  return (
    <Dialog
      title={confirming ? `Apply ${confirming.name}?` : 'Choose a starter'}
      onClose={onClose}
      wide={!confirming}
    >
      <div className="swe-starters" data-testid="starter-picker">
        {confirming ? (
          <>
            <p>
              Its theme, header, footer and pages become your drafts, with its demo content. Your
              current site stays live and is kept in history, so you can go back; pages at the same
              path get the starter’s version as a draft, your other pages stay, and products and
              posts you already have are not added twice.
            </p>
            <div className="swe-dialog-actions">
              <button type="button" className="swe-btn" onClick={() => setConfirming(null)}>
                Back
              </button>
              <button
                type="button"
                className="swe-btn swe-btn--primary"
                disabled={applying !== null}
                onClick={() => void apply(confirming)}
              >
                {applying ? 'Applying…' : `Apply ${confirming.name}`}
              </button>
            </div>
          </>
        ) : (
          <>
            <p className="swe-note">
              {first
                ? 'Start from a site with a header, a footer and pages filled in. Everything is yours to edit; nothing is live until you publish.'
                : 'Apply a starter to this site. You will be asked to confirm.'}
            </p>
            {!list && !error && <p className="swe-note">Loading…</p>}
            <ul className="swe-starter-list">
              {list?.map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    className="swe-starter"
                    data-testid={`starter:${s.id}`}
                    disabled={applying !== null}
                    aria-busy={applying === s.id}
                    onClick={() => choose(s)}
                  >
                    <img src={s.thumbnail} alt="" width={480} height={300} loading="lazy" />
                    <strong>{applying === s.id ? 'Applying…' : s.name}</strong>
                    <span>{s.description}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        {error && (
          <p className="swe-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
