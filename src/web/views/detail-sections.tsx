import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import type { DetailListTable } from './detail-list-model.ts';

/** A long text (an article, a report) as paragraphs, line breaks kept. */
export function DetailBody({ text, testId = 'detail-body' }: { text: string; testId?: string }) {
  if (!text) return null;
  return (
    <Typography component="div" variant="body1" sx={{ px: 2, py: 1.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word', lineHeight: 1.8 }} data-testid={testId}>
      {text}
    </Typography>
  );
}

/** An uploaded voice note with the browser's player. */
export function DetailAudio({ path, name, label }: { path: string | undefined; name: string; label: string }) {
  if (!path) return null;
  return (
    <Box sx={{ px: 2, py: 1 }} data-testid="detail-audio">
      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}>
        <GraphicEqIcon fontSize="small" color="primary" />
        {label}
        {name ? ` · ${name}` : ''}
      </Typography>
      <audio controls preload="none" src={path} style={{ width: '100%' }} />
    </Box>
  );
}

/** A list field (prices by grade) as a titled table. */
export function DetailListTables({ tables }: { tables: DetailListTable[] }) {
  if (tables.length === 0) return null;
  return (
    <>
      {tables.map((table) => (
        <Paper key={table.field} square elevation={0} sx={{ mt: 1, pt: 1.5 }} data-testid={`detail-list-${table.field}`}>
          <Typography variant="subtitle2" component="h2" sx={{ px: 2, fontWeight: 600 }}>
            {table.label}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                {table.columns.map((c) => (
                  <TableCell key={c.key} sx={{ color: 'text.secondary' }}>
                    {c.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((cells, i) => (
                <TableRow key={i}>
                  {cells.map((value, j) => (
                    <TableCell key={j} sx={j > 0 ? { fontWeight: 600, color: 'accent.main' } : undefined}>
                      {value}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ))}
    </>
  );
}
