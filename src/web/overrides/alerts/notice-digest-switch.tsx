import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../http/call-operation.ts';
import { tAlerts } from '../../i18n/messages/alerts.ts';
import { useUserInfo } from '../../shell/use-session.ts';

/** The user's choice of one WeChat message a day for fired price alerts instead of one each. */
export function NoticeDigestSwitch() {
  const client = useQueryClient();
  const queryKey = ['notice.setting', useUserInfo().frontUserId];
  const setting = useQuery({ queryKey, queryFn: async () => (await callOperation('notice.setting', {}, { silent: true })).data });
  const digest = setting.data?.digest ?? false;
  const change = async (next: boolean) => {
    const reply = await callOperation('notice.updateSetting', { digest: next });
    client.setQueryData(queryKey, reply.data);
  };
  return (
    <ListItem
      divider
      secondaryAction={
        <Switch
          edge="end"
          checked={digest}
          disabled={!setting.data}
          onChange={(_e, next) => void change(next)}
          slotProps={{ input: { 'aria-label': tAlerts('alerts.digest') } }}
          data-testid="notice-digest"
        />
      }
    >
      <ListItemText primary={tAlerts('alerts.digest')} secondary={tAlerts('alerts.digestHelp')} sx={{ pl: 7 }} />
    </ListItem>
  );
}
