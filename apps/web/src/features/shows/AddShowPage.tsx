import type { Show } from '@gigrank/domain';
import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useSession } from '../auth/session';
import { PageHeader } from '../shell/PageHeader';
import { AddShowForm } from './add-show/AddShowForm';
import { useShowRefresh } from './use-show-refresh';

/** Add New Show (SPEC section 2), at /add and /add-show; `?artist=` prefills the artist. */
export function AddShowPage() {
  const { state } = useSession();
  const search = useSearch({ strict: false });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useNavigate();
  const refresh = useShowRefresh();
  // Bumped after each save: a fresh form is a full reset (fields, guests, photos, score).
  const [round, setRound] = useState(0);
  const prefill = typeof search.artist === 'string' ? search.artist : undefined;

  const saved = (_show: Show) => {
    void refresh();
    setRound((n) => n + 1);
    // The fresh form starts at its top, where the next show begins.
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // The prefilled artist belonged to the saved show; the next one starts blank.
    if (prefill) {
      void navigate({
        to: pathname === '/add-show' ? '/add-show' : '/add',
        search: {},
        replace: true,
      });
    }
  };

  return (
    <>
      <PageHeader
        title="Add New Show"
        caption="Log a concert you went to, score it, and watch your ranking move."
      />
      <AddShowForm
        key={`${round}:${prefill ?? ''}`}
        user={state.user}
        prefillArtist={prefill}
        onSaved={saved}
      />
    </>
  );
}
