import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import TranslateIcon from '@mui/icons-material/Translate';
import { saveLanguage, type Language } from '../i18n/language.ts';
import { setLanguage, t } from '../i18n/translate.ts';
import { useLanguage } from '../shell/use-language.ts';

/** Language names are written in their own language, so each is readable whichever is current. */
const choices: readonly { value: Language; name: string }[] = [
  { value: 'en', name: 'English' },
  { value: 'zh', name: '简体中文' },
];

/** The language choice, a block of its own (the personal centre's). */
export function LanguageSwitch() {
  const language = useLanguage();
  const choose = (value: Language | null) => {
    if (!value) return;
    saveLanguage(value);
    setLanguage(value);
  };
  return (
    <Paper square elevation={0} sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}>
      <TranslateIcon color="action" />
      <Typography id="language-label" sx={{ flex: 1 }}>
        {t('shell.user.language')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={language}
        onChange={(_, value: Language | null) => choose(value)}
        aria-labelledby="language-label"
      >
        {choices.map((choice) => (
          <ToggleButton key={choice.value} value={choice.value} lang={choice.value === 'zh' ? 'zh-CN' : 'en'} data-testid={`language-${choice.value}`}>
            {choice.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Paper>
  );
}
