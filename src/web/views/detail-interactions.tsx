import Paper from '@mui/material/Paper';
import type { DetailInteractions as Spec, Row } from '../../shared/view-types.ts';
import { useInteractions } from './use-interactions.ts';
import { InteractionBar } from './interaction-bar.tsx';
import { CommentSection } from './comment-section.tsx';
import { counterValue } from './interaction-model.ts';

interface Props {
  queryKey: readonly unknown[];
  id: string;
  spec: Spec;
  row: Row;
}

/** The interaction bar and the comment section of a record that takes interactions. */
export function DetailInteractions({ queryKey, id, spec, row }: Props) {
  const c = useInteractions({ queryKey, id, spec, row });
  return (
    <>
      <Paper square elevation={0} sx={{ mt: 1 }}>
        <InteractionBar toggles={c.toggles} busy={c.busy} reads={spec.reads ? counterValue(row[spec.reads]) : null} onTap={(kind) => void c.tap(kind)} />
      </Paper>
      {spec.comments && (
        <CommentSection
          calls={spec.comments}
          target={{ businessId: id, businessType: spec.businessType }}
          count={counterValue(row[spec.comments.count])}
          loggedIn={c.loggedIn}
          onSignIn={c.toLogin}
          onAdded={c.commented}
        />
      )}
    </>
  );
}
