/** Network hints: no link prefetch and no build polling on data-saver or 2G (spec §9). */
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function isSlowConnection(nav: Navigator | undefined): boolean {
  const connection: NetworkInformationLike | undefined = (
    nav as { connection?: NetworkInformationLike } | undefined
  )?.connection;
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}
