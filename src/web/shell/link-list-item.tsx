import type { MouseEventHandler, ReactNode } from 'react';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import { Link as RouterLink } from 'react-router';

export interface LinkListItemProps {
  to: string;
  divider?: boolean;
  testId?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}

/**
 * A row of a List that opens a page: the link sits inside its own list item, so a screen reader
 * hears a list of n links (a <ul> may hold only <li> children).
 */
export function LinkListItem({ to, divider, testId, onClick, children }: LinkListItemProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={to} divider={divider} data-testid={testId} onClick={onClick}>
        {children}
      </ListItemButton>
    </ListItem>
  );
}
