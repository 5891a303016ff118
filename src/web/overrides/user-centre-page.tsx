import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FeedbackIcon from '@mui/icons-material/FeedbackOutlined';
import StarIcon from '@mui/icons-material/StarBorder';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LogoutIcon from '@mui/icons-material/Logout';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import PostAddIcon from '@mui/icons-material/PostAdd';
import StoreIcon from '@mui/icons-material/StoreOutlined';
import SubscriptionsIcon from '@mui/icons-material/SubscriptionsOutlined';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { Link as RouterLink } from 'react-router';
import { app } from '../../../generated/app.ts';
import type { RouteId } from '../../../generated/routes.ts';
import { pick, t } from '../i18n/translate.ts';
import { locationFor, routeById } from '../router/paths.ts';
import { LinkListItem } from '../shell/link-list-item.tsx';
import type { UserInfo } from '../session/session-store.ts';
import { signOut } from '../session/sign-out.ts';
import { maskPhone } from '../shell/mask-phone.ts';
import { useLoggedIn, useUserInfo } from '../shell/use-session.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { useIsOperator } from '../admin/use-operator.ts';
import Badge from '@mui/material/Badge';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useUnreadNotices } from './use-unread-notices.ts';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { NoticeDigestSwitch } from './alerts/notice-digest-switch.tsx';

const menu: readonly { route: RouteId; icon: typeof ListAltIcon }[] = [
  { route: 'user/price-alerts', icon: NotificationsActiveIcon },
  { route: 'user/my-transaction-list', icon: ListAltIcon },
  { route: 'transaction/transaction-add', icon: PostAddIcon },
  { route: 'user/my-articles-list', icon: ArticleIcon },
  { route: 'user/my-collected-list', icon: StarIcon },
  { route: 'broker/my-agent-list', icon: SupportAgentIcon },
  { route: 'user/my-cold-storage-list', icon: AcUnitIcon },
  { route: 'agent/agent', icon: StoreIcon },
  { route: 'famous-person/my-famous-person-list', icon: SubscriptionsIcon },
  { route: 'famous-person/person-center', icon: WorkspacePremiumIcon },
  { route: 'profile/edit-userInfo', icon: BadgeIcon },
  { route: 'profile/userIntroduction', icon: EditNoteIcon },
  { route: 'user/feedback', icon: FeedbackIcon },
];

function avatarUrl(user: Readonly<UserInfo>): string | undefined {
  return user.avatar && 'filePath' in user.avatar ? user.avatar.filePath : undefined;
}

function SignedIn({ user }: { user: Readonly<UserInfo> }) {
  // Only operators see the console's entry (the server checks every console call on its own).
  const operator = useIsOperator();
  const { unread, markNoticesRead } = useUnreadNotices();
  return (
    <>
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
      <Paper square elevation={0} sx={{ mt: 1.5 }}>
        <List disablePadding>
          <LinkListItem to={locationFor('notice/my-notices')} divider testId="user-notices" onClick={markNoticesRead}>
            <ListItemIcon>
              <Badge badgeContent={unread} color="error" data-testid="user-notices-unread">
                <NotificationsIcon color="primary" />
              </Badge>
            </ListItemIcon>
            <ListItemText primary={pick(routeById('notice/my-notices').title)} />
            <ChevronRightIcon color="action" />
          </LinkListItem>
          <NoticeDigestSwitch />
          {menu.map(({ route, icon: Icon }) => (
            <LinkListItem key={route} to={locationFor(route)} divider>
              <ListItemIcon>
                <Icon color="primary" />
              </ListItemIcon>
              <ListItemText primary={pick(routeById(route).title)} />
              <ChevronRightIcon color="action" />
            </LinkListItem>
          ))}
          {operator && (
            <LinkListItem to={locationFor('admin/console')} divider testId="user-operator-console">
              <ListItemIcon>
                <AdminPanelSettingsIcon color="primary" />
              </ListItemIcon>
              <ListItemText primary={t('shell.user.operatorConsole')} />
              <ChevronRightIcon color="action" />
            </LinkListItem>
          )}
        </List>
      </Paper>
    </>
  );
}

function SignedOut() {
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

/** The personal centre: who is signed in (or a way to sign in), the language, the version. */
export function UserCentrePage() {
  const loggedIn = useLoggedIn();
  const user = useUserInfo();
  return (
    <>
      {loggedIn ? <SignedIn user={user} /> : <SignedOut />}
      <Paper square elevation={0} sx={{ mt: 1.5 }}>
        <LanguageSwitch />
      </Paper>
      {loggedIn && (
        <Box sx={{ px: 2, mt: 3 }}>
          <Button variant="outlined" color="error" fullWidth startIcon={<LogoutIcon />} onClick={() => void signOut()} data-testid="user-logout">
            {t('shell.user.logout')}
          </Button>
        </Box>
      )}
      <Divider sx={{ mt: 3, mx: 2 }} />
      <Typography variant="caption" color="text.secondary" component="p" align="center" sx={{ py: 2 }}>
        {t('shell.user.version', { version: app.version })}
      </Typography>
    </>
  );
}
