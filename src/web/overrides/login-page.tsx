import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { app } from '../../../generated/app.ts';
import { isValidMobilePhone } from '../../shared/validators/phone.ts';
import { callOperation } from '../http/call-operation.ts';
import type { MessageKey } from '../i18n/catalogue.ts';
import { t } from '../i18n/translate.ts';
import { locationFor } from '../router/paths.ts';
import { redirectParam } from '../router/route-guard.ts';
import { forceRelogin } from '../session/relogin.ts';
import { setLoginResult } from '../session/session-store.ts';
import { stopComposingEnter } from '../views/ime.ts';

interface LoginErrors {
  phone?: MessageKey;
  password?: MessageKey;
}

function checkLogin(phone: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!phone) errors.phone = 'shell.login.phoneRequired';
  else if (!isValidMobilePhone(phone)) errors.phone = 'shell.login.phoneInvalid';
  if (!password) errors.password = 'shell.login.passwordRequired';
  return errors;
}

/** Sign-in with phone and password (or WeChat); afterwards back to where the user was sent from. */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);
  const redirect = redirectParam(location.search);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkLogin(phone.trim(), password);
    setErrors(found);
    if (found.phone || found.password) return;
    setBusy(true);
    try {
      const reply = await callOperation('login.byPassword', { phone: phone.trim(), password });
      await setLoginResult(reply.data);
      navigate(redirect ?? app.homeRoute, { replace: true });
    } catch {
      // The http layer has already shown the server's message.
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} onKeyDownCapture={stopComposingEnter} sx={{ p: 2, bgcolor: 'background.paper' }}>
      <TextField
        label={t('shell.login.phone')}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={Boolean(errors.phone)}
        helperText={errors.phone ? t(errors.phone) : ' '}
        required
        fullWidth
        margin="dense"
        type="tel"
        autoComplete="tel"
        slotProps={{ htmlInput: { 'data-testid': 'login-phone', inputMode: 'numeric', maxLength: 11 } }}
      />
      <TextField
        label={t('shell.login.password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ? t(errors.password) : ' '}
        required
        fullWidth
        margin="dense"
        type="password"
        autoComplete="current-password"
        slotProps={{ htmlInput: { 'data-testid': 'login-password' } }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }} data-testid="login-submit">
        {t('shell.login.submit')}
      </Button>
      <Divider sx={{ my: 2 }} />
      <Button variant="outlined" size="large" fullWidth onClick={() => void forceRelogin()} data-testid="login-wechat">
        {t('shell.login.wechat')}
      </Button>
      <Button
        component={RouterLink}
        to={locationFor('entry/regist', redirect ? { redirect } : undefined)}
        fullWidth
        sx={{ mt: 1 }}
        data-testid="login-register"
      >
        {t('shell.login.register')}
      </Button>
    </Box>
  );
}
