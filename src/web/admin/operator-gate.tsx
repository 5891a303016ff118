import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router';
import { app } from '../../../generated/app.ts';
import { consoleOperations } from '../../../generated/console-operations.ts';
import { addOperations } from '../http/operation-table.ts';
import { t } from '../i18n/translate.ts';
import { PageLoading } from '../shell/loading-view.tsx';
import { useIsOperator } from './use-operator.ts';

// The console's calls come with its gate, not with the first screen.
addOperations(consoleOperations);
/** What a signed-in user who is not an operator sees on any console route. */
export function OperatorsOnly() {
  return (
    <Box data-testid="operators-only" sx={{ p: 4, textAlign: 'center' }}>
      <LockIcon color="action" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {t('shell.admin.operatorsOnly')}
      </Typography>
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {t('shell.admin.operatorsOnlyHint')}
      </Typography>
      <Button component={RouterLink} to={app.homeRoute} variant="outlined">
        {t('shell.admin.backHome')}
      </Button>
    </Box>
  );
}

/** A route of auth operator: its page for operators, the operators-only page for everyone else. */
export function OperatorGate({ children }: { children: ReactNode }) {
  const operator = useIsOperator();
  if (operator === undefined) return <PageLoading />;
  return operator ? <>{children}</> : <OperatorsOnly />;
}
