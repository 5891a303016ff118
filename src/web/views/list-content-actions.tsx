import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { tAdmin } from '../i18n/messages/admin.ts';
import { locationFor } from '../router/paths.ts';
import type { RouteId } from '../../../generated/routes.ts';
import { callViewOperation } from './view-call.ts';

// The console's content lists (issue 11 point 6, decision 0055): edit, up and down, publish or withdraw.

export interface PublishSpec {
  publish: string;
  withdraw: string;
  id: string;
  field: string;
  listed: string;
}

export interface ContentSpec {
  publish?: PublishSpec;
  /** within: the fields whose rows are ordered apart (a banner's placement): up and down stop at their group's ends. */
  move?: { endpoint: string; id: string; within: readonly string[] };
  edit?: { route: string; id: string };
}

interface Props {
  spec: ContentSpec;
  rowId: string;
  /** The row's listing value (publish field). */
  status: unknown;
  first: boolean;
  last: boolean;
  onDone: (error?: string) => void;
}

/** One row's content buttons; each call refreshes the list, an error opens the list's dialog. */
export function ContentButtons({ spec, rowId, status, first, last, onDone }: Props) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async (endpoint: string, input: Record<string, unknown>) => {
    setBusy(true);
    try {
      // Silent: the list's dialog is the one place its failure shows.
      const reply = await callViewOperation(endpoint, input, { silent: true });
      onDone(reply.success ? undefined : reply.msg);
    } catch (error) {
      onDone(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const shown = spec.publish ? String(status) === spec.publish.listed : false;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }} onClick={(e) => e.stopPropagation()}>
      {spec.move && (
        <>
          <IconButton
            size="small"
            aria-label={tAdmin('admin.content.up')}
            data-testid="content-up"
            disabled={busy || first}
            onClick={() => void run(spec.move!.endpoint, { [spec.move!.id]: rowId, direction: 'up' })}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={tAdmin('admin.content.down')}
            data-testid="content-down"
            disabled={busy || last}
            onClick={() => void run(spec.move!.endpoint, { [spec.move!.id]: rowId, direction: 'down' })}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </>
      )}
      {spec.edit && (
        <Button
          size="small"
          data-testid="content-edit"
          disabled={busy}
          onClick={() => void navigate(locationFor(spec.edit!.route as RouteId, { [spec.edit!.id]: rowId }))}
        >
          {tAdmin('admin.content.edit')}
        </Button>
      )}
      {spec.publish &&
        (shown ? (
          <Button
            size="small"
            variant="outlined"
            color="warning"
            data-testid="content-withdraw"
            disabled={busy}
            onClick={() => void run(spec.publish!.withdraw, { [spec.publish!.id]: rowId })}
          >
            {tAdmin('admin.content.withdraw')}
          </Button>
        ) : (
          <Button
            size="small"
            variant="contained"
            data-testid="content-publish"
            disabled={busy}
            onClick={() => void run(spec.publish!.publish, { [spec.publish!.id]: rowId })}
          >
            {tAdmin('admin.content.publish')}
          </Button>
        ))}
    </Stack>
  );
}
