import { useMemo, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Row } from '../../shared/view-types.ts';
import { tInteractions } from '../i18n/messages/interactions.ts';
import { usePagedList } from './use-paged-list.ts';
import { useTemplateHelpers } from './use-template-helpers.ts';
import { callViewOperation } from './view-call.ts';
import { filePaths } from './list-item-model.ts';
import { ListStatusFooter } from './list-status-footer.tsx';

const MAX_LENGTH = 500;
const PAGE_SIZE = 10;
const NO_FIELDS = {};
const NO_DICTS: string[] = [];

interface Props {
  calls: { add: string; list: string };
  target: { businessId: string; businessType: string };
  count: number;
  loggedIn: boolean;
  onSignIn: () => void;
  onAdded: () => void;
}

function CommentItem({ row, ago }: { row: Row; ago: (time: unknown) => string }) {
  const name = String(row.nickname || tInteractions('interactions.anonymous'));
  return (
    <Stack direction="row" spacing={1.5} sx={{ py: 1.25 }} data-testid="comment">
      <Avatar src={filePaths(row.avatar)[0]} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
        {name.slice(0, 1)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.disabled">
            {ago(row.createTime)}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="comment-text">
          {String(row.commentContent ?? '')}
        </Typography>
      </Box>
    </Stack>
  );
}

/** A record's comments, newest first, paged; signed in, a box to add one; signed out, a way to sign in. */
export function CommentSection({ calls, target, count, loggedIn, onSignIn, onAdded }: Props) {
  const { businessId, businessType } = target;
  const params = useMemo(() => ({ businessId, businessType }), [businessId, businessType]);
  const list = usePagedList({ endpoint: calls.list, params, pageSize: PAGE_SIZE, keyPrefix: 'comments' });
  const h = useTemplateHelpers(NO_FIELDS, NO_DICTS);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const trimmed = text.trim();

  const send = async () => {
    if (!trimmed || sending) return;
    setSending(true);
    try {
      await callViewOperation(calls.add, { ...target, commentContent: trimmed });
      setText('');
      onAdded();
      await list.refresh();
    } catch {
      // The http client has shown the reason; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper square elevation={0} sx={{ mt: 1, px: 2, pt: 1.5 }} component="section" aria-labelledby="comments-title" data-testid="comments">
      <Typography id="comments-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {tInteractions('interactions.comments', { count })}
      </Typography>
      {loggedIn ? (
        <Box sx={{ py: 1 }}>
          <TextField
            fullWidth
            multiline
            minRows={2}
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, MAX_LENGTH))}
            placeholder={tInteractions('interactions.placeholder')}
            helperText={text.length > MAX_LENGTH * 0.9 ? tInteractions('interactions.tooLong', { max: MAX_LENGTH }) : ' '}
            slotProps={{ htmlInput: { maxLength: MAX_LENGTH, 'data-testid': 'comment-input' } }}
          />
          <Box sx={{ textAlign: 'right' }}>
            <Button variant="contained" size="small" disabled={!trimmed || sending} onClick={() => void send()} data-testid="comment-send">
              {tInteractions(sending ? 'interactions.sending' : 'interactions.send')}
            </Button>
          </Box>
        </Box>
      ) : (
        <Button variant="outlined" fullWidth sx={{ my: 1 }} onClick={onSignIn} data-testid="comment-sign-in">
          {tInteractions('interactions.signInToComment')}
        </Button>
      )}
      {list.status === 'empty' ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }} data-testid="comments-empty">
          {tInteractions('interactions.noComments')}
        </Typography>
      ) : (
        <>
          <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
            {list.rows.map((row) => (
              <CommentItem key={String(row.commentId)} row={row} ago={h.ago} />
            ))}
          </Stack>
          <ListStatusFooter status={list.status} onVisible={list.loadMore} onRetry={list.retry} />
        </>
      )}
    </Paper>
  );
}
