/** The support chat's query-key roots: a frame or a send updates exactly what it moved. */
export const supportKeys = {
  all: ['support'] as const,
  history: ['support', 'history'] as const,
  unread: ['support', 'unread'] as const,
  hours: ['support', 'hours'] as const,
};
