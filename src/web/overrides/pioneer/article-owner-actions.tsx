import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { callOperation } from '../../http/call-operation.ts';
import { tPioneer } from '../../i18n/messages/pioneer.ts';
import { locationFor } from '../../router/paths.ts';
import { ConfirmDialog } from '../../views/confirm-dialog.tsx';
import type { PioneerArticle } from './pioneer-types.ts';

/** The author's buttons: edit, publish a draft, take off or put back on shelf, delete. */
export function ArticleOwnerActions({ article, onChanged }: { article: PioneerArticle; onChanged: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function run(task: () => Promise<unknown>, after: () => void = onChanged) {
    setBusy(true);
    try {
      await task();
      await client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'list' });
      after();
    } catch {
      // The http client has shown the reason.
    } finally {
      setBusy(false);
    }
  }

  const onShelf = article.status === '1';
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', p: 2 }}>
        <Button
          variant="outlined"
          disabled={busy}
          data-testid="article-edit"
          onClick={() => void navigate(locationFor('famous-person/publish-article', { id: article.id }))}
        >
          {tPioneer('pioneer.article.edit')}
        </Button>
        {article.isDraft ? (
          <Button
            variant="contained"
            disabled={busy}
            data-testid="article-publish"
            onClick={() => void run(() => callOperation('garlicPioneerArticle.update', { id: article.id, isDraft: false }))}
          >
            {tPioneer('pioneer.article.publish')}
          </Button>
        ) : (
          <Button
            variant="outlined"
            disabled={busy}
            data-testid="article-unshelve"
            onClick={() => void run(() => callOperation('garlicPioneerArticle.unshelve', { id: article.id, status: onShelf ? '0' : '1' }))}
          >
            {tPioneer(onShelf ? 'pioneer.article.unshelve' : 'pioneer.article.reshelve')}
          </Button>
        )}
        <Button variant="outlined" color="error" disabled={busy} data-testid="article-delete" onClick={() => setConfirming(true)}>
          {tPioneer('pioneer.article.delete')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        message={tPioneer('pioneer.article.deleteConfirm')}
        confirmLabel={tPioneer('pioneer.article.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          // To the centre, not back: the page before may be this article again (after an edit).
          void run(
            () => callOperation('garlicPioneerArticle.delete', { id: article.id }),
            () => void navigate(locationFor('famous-person/person-center'), { replace: true }),
          );
        }}
      />
    </>
  );
}
