// The shell's public face: the artist search dialog, loaded when it is first opened.
export const loadSearchArtistsDialog = () =>
  import('./SearchArtistsDialog').then((module) => module.SearchArtistsDialog);
