import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import CampaignIcon from '@mui/icons-material/Campaign';
import HomeIcon from '@mui/icons-material/Home';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import PersonIcon from '@mui/icons-material/Person';
import type { app } from '../../../generated/app.ts';

type TabIconName = (typeof app.tabBar)[number]['icon'];

/** The icons spec/app.yaml names for the tab bar; a new name there is a compile error here. */
export const tabIcons = {
  Home: HomeIcon,
  LiveTv: LiveTvIcon,
  Campaign: CampaignIcon,
  Person: PersonIcon,
} satisfies Record<TabIconName, ComponentType<SvgIconProps>>;
