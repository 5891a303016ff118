import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { t } from '../i18n/translate.ts';
import { PENDING_OPENID_KEY } from '../session/oauth-code.ts';
import { forceRelogin } from '../session/relogin.ts';
import { sessionEnv } from '../session/session-env.ts';
import { FormView } from '../views/form-view.tsx';

/**
 * Registration needs the openid that WeChat sign-in left behind; without one the user goes through
 * WeChat first, and comes back here (launch handling sends an unregistered openid to this page).
 */
export function RegisterPage() {
  const wxOpenid = sessionEnv().tabStorage.getItem(PENDING_OPENID_KEY);
  if (wxOpenid) return <FormView routeId="entry/regist" initialData={{ wxOpenid }} />;
  return (
    <Box sx={{ p: 3, textAlign: 'center', bgcolor: 'background.paper' }} data-testid="register-needs-wechat">
      <Typography sx={{ mb: 3 }}>{t('shell.register.needWechat')}</Typography>
      <Button variant="contained" size="large" fullWidth onClick={() => void forceRelogin()} data-testid="register-wechat">
        {t('shell.register.continue')}
      </Button>
    </Box>
  );
}
