import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { operations } from '../../../../generated/api.d.ts';
import { consoleOperations } from '../../../../generated/console-operations.ts';
import { importKindNames } from '../../../../generated/enum-labels.ts';
import type { Envelope } from '../../../shared/envelope.ts';
import { feedback } from '../../http/feedback.ts';
import { tAdmin } from '../../i18n/messages/admin.ts';
import { getAccessToken } from '../../session/session-store.ts';

type Preview = operations['adminImport.preview']['responses'][200]['content']['application/json']['data'];
type Committed = operations['adminImport.commit']['responses'][200]['content']['application/json']['data'];
type Step = 'preview' | 'commit';

const KINDS: readonly string[] = importKindNames;
const SHOWN_ROWS = 50;

/**
 * Sends the form with XMLHttpRequest: fetch (and so the generated client) cannot report upload
 * progress, which a large file on a phone's connection needs. Path and reply types are the generated ones.
 */
function sendForm<T>(step: Step, kind: string, file: File, onProgress: (share: number) => void): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const op = consoleOperations[step === 'preview' ? 'adminImport.preview' : 'adminImport.commit'];
    const xhr = new XMLHttpRequest();
    xhr.open(op.method, `/api${op.path}`);
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as Envelope<T>);
      } catch {
        reject(new Error(`HTTP ${xhr.status}`));
      }
    };
    xhr.onerror = () => reject(new Error('network'));
    const form = new FormData();
    form.append('kind', kind); // before the file: the server reads it with the file part
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** #/admin/import: upload a CSV of any import kind, see what it would change line by line, then write it. */
export function AdminImportPage() {
  const [kind, setKind] = useState(KINDS.includes('prices') ? 'prices' : KINDS[0]!);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState('');

  async function run(step: Step) {
    if (!file) return;
    setError('');
    setProgress(0);
    try {
      if (step === 'preview') {
        setPreview(null);
        const reply = await sendForm<Preview>('preview', kind, file, setProgress);
        if (reply.success) setPreview(reply.data);
        else setError(reply.msg);
      } else {
        const reply = await sendForm<Committed>('commit', kind, file, setProgress);
        if (reply.success) {
          feedback.toast(tAdmin('admin.import.written', { count: reply.data.loaded, replaced: reply.data.replaced }), 3000);
          setPreview(null);
          setFile(null);
        } else setError(reply.msg);
      }
    } catch {
      setError(tAdmin('admin.import.failed'));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {tAdmin('admin.import.intro')}
      </Typography>
      <TextField
        select
        size="small"
        label={tAdmin('admin.import.kind')}
        value={kind}
        onChange={(e) => {
          setKind(e.target.value);
          setPreview(null);
        }}
        slotProps={{ htmlInput: { 'data-testid': 'import-kind' } }}
      >
        {KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {k}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" component="label">
        {file ? file.name : tAdmin('admin.import.choose')}
        <input
          hidden
          type="file"
          accept=".csv,text/csv"
          data-testid="import-file"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setPreview(null);
          }}
        />
      </Button>
      <Button variant="contained" disabled={!file || progress !== null} onClick={() => void run('preview')} data-testid="import-preview">
        {tAdmin('admin.import.check')}
      </Button>
      {progress !== null ? (
        <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={tAdmin('admin.import.uploading')} data-testid="import-progress" />
      ) : null}
      {error ? (
        <Alert severity="error" data-testid="import-error">
          {error}
        </Alert>
      ) : null}
      {preview ? (
        <>
          <Alert severity={preview.ok ? 'success' : 'error'} data-testid="import-summary">
            {preview.ok
              ? tAdmin('admin.import.ready', { add: preview.loaded - preview.replaced, replace: preview.replaced })
              : tAdmin('admin.import.problems', { count: preview.problems.length })}
          </Alert>
          {preview.problems.length > 0 ? (
            <Paper variant="outlined">
              <Table size="small" data-testid="import-problems">
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: 56 }}>{tAdmin('admin.import.line')}</TableCell>
                    <TableCell>{tAdmin('admin.import.problem')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.problems.map((p) => (
                    <TableRow key={`${p.line}-${p.message}`}>
                      <TableCell>{p.line}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{p.message}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          ) : null}
          {preview.rows.length > 0 ? (
            <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="import-rows">
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: 56 }}>{tAdmin('admin.import.line')}</TableCell>
                    <TableCell>{tAdmin('admin.import.row')}</TableCell>
                    <TableCell>{tAdmin('admin.import.change')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.rows.slice(0, SHOWN_ROWS).map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>{r.line}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{r.id}</TableCell>
                      <TableCell>{tAdmin(r.action === 'add' ? 'admin.import.add' : 'admin.import.replace')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {preview.rows.length > SHOWN_ROWS ? (
                <Typography variant="caption" sx={{ p: 1, display: 'block' }}>
                  {tAdmin('admin.import.more', { count: preview.rows.length - SHOWN_ROWS })}
                </Typography>
              ) : null}
            </Paper>
          ) : null}
          <Button
            variant="contained"
            color="primary"
            disabled={!preview.ok || progress !== null}
            onClick={() => void run('commit')}
            data-testid="import-commit"
          >
            {tAdmin('admin.import.write')}
          </Button>
        </>
      ) : null}
    </Box>
  );
}
