import Avatar from '@mui/material/Avatar';
import type { FileInfo } from './pioneer-types.ts';

const COLOURS = ['#2e7d32', '#00796b', '#5d4037', '#1565c0', '#6a1b9a', '#ef6c00', '#c62828', '#455a64'];

/** A pioneer's portrait, or the first character of their name on a colour of its own. */
export function PioneerAvatar({ name, image, size = 48 }: { name: string; image: FileInfo | Record<string, never> | undefined; size?: number }) {
  const src = image && 'filePath' in image ? image.filePath : undefined;
  const colour = COLOURS[Array.from(name).reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length];
  return (
    <Avatar src={src} alt={name} sx={{ width: size, height: size, bgcolor: colour, fontSize: size * 0.42 }}>
      {Array.from(name)[0]}
    </Avatar>
  );
}
