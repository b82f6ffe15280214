import styled from 'styled-components';

/** Every state of the top bar's account slot has this size, so the bar never shifts when the state resolves. */
export const ACCOUNT_SLOT = { width: 148, height: 44 };

export const Slot = styled.div`
  position: relative; display: flex; justify-content: flex-end; min-width: ${ACCOUNT_SLOT.width}px;
`;
