import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { app } from '../../../generated/app.ts';
import { t } from '../i18n/translate.ts';
import { locationFor } from '../router/paths.ts';
import type { UserInfo } from '../session/session-store.ts';
import { maskPhone } from '../shell/mask-phone.ts';
import { useUserInfo } from '../shell/use-session.ts';

function avatarUrl(user: Readonly<UserInfo>): string | undefined {
  return user.avatar && 'filePath' in user.avatar ? user.avatar.filePath : undefined;
}

/** The personal centre's header when signed in: who it is, opening the profile. */
export function UserProfileCard() {
  const user = useUserInfo();
  return (
    <Box
      component={RouterLink}
      to={locationFor('profile/edit-userInfo')}
      data-testid="user-profile"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, bgcolor: 'background.paper', color: 'inherit', textDecoration: 'none' }}
    >
      <Avatar src={avatarUrl(user)} alt="" sx={{ width: 56, height: 56 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="p" data-testid="user-nickname">
          {user.nickname || t('shell.user.noNickname')}
        </Typography>
        <Typography color="text.secondary" data-testid="user-phone">
          {maskPhone(user.phone)}
        </Typography>
        {user.describe && (
          <Typography variant="body2" color="text.secondary" noWrap data-testid="user-describe">
            {user.describe}
          </Typography>
        )}
      </Box>
      <ChevronRightIcon color="action" />
    </Box>
  );
}

/** The personal centre's header when signed out: the way in. */
export function SignInCard() {
  return (
    <Box sx={{ p: 3, textAlign: 'center', bgcolor: 'background.paper' }}>
      <Avatar sx={{ width: 56, height: 56, mx: 'auto' }} />
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {t('shell.user.signedOut')}
      </Typography>
      <Button component={RouterLink} to={locationFor('entry/login')} variant="contained" fullWidth data-testid="user-sign-in">
        {t('shell.user.signIn')}
      </Button>
      <Button component={RouterLink} to={locationFor('entry/regist')} sx={{ mt: 1 }} data-testid="user-register">
        {t('shell.user.register')}
      </Button>
    </Box>
  );
}

/** The app's version, in small print at the foot of the personal centre. */
export function AppVersion() {
  return (
    <>
      <Divider sx={{ mt: 3, mx: 2 }} />
      <Typography variant="caption" color="text.secondary" component="p" align="center" sx={{ py: 2 }}>
        {t('shell.user.version', { version: app.version })}
      </Typography>
    </>
  );
}
