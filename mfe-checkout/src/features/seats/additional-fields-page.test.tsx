import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seatsApi, type Seat } from 'shared-api';
import AdditionalFieldsPage from '../../pages/additional-fields-page';
import { renderAt } from '../../test-utils/render';
import { groupSeats } from './use-seats';
import { validateSeat } from './validate-seat';

jest.mock('shared-auth', () => ({ getAccessToken: async () => 'token-1', useAuth: () => ({ status: 'authenticated', user: null }) }));

const seat = (n: number, over: Partial<Seat> = {}): Seat => ({
  seatId: 100 + n, receiptId: 'ACMA-7K2M9QX4TD', purchased: Date.UTC(2025, 0, 10) / 1000, productId: 1,
  productName: 'Board Certified Medical Affairs Specialist (BCMAS)', productImage: '/images/p1.svg', seatNumber: n, seatCount: 3,
  name: '', email: '', regionId: 64, needsRegion: true, ...over,
});

beforeEach(() => {
  jest.restoreAllMocks();
  delete window.__acmaToasts;
});

describe('validateSeat', () => {
  it('needs a name, a valid email and, for BCMAS, a region', () => {
    expect(validateSeat({ name: '', email: 'a@b.co', regionId: 64 }, true)).toBe('Full Name is required');
    expect(validateSeat({ name: 'Ann', email: 'a@b', regionId: 64 }, true)).toBe('Please ensure email is valid');
    expect(validateSeat({ name: 'Ann', email: 'a@b.co', regionId: 3 }, true)).toBe('Please choose a region');
    expect(validateSeat({ name: 'Ann', email: 'a@b.co', regionId: null }, false)).toBeNull();
  });
  it('groups seats by order and product', () => {
    const groups = groupSeats([seat(1), seat(2), seat(1, { seatId: 9, productId: 20, needsRegion: false })]);
    expect(groups.map((g) => [g.productId, g.seats.length])).toEqual([[1, 2], [20, 1]]);
  });
});

describe('AdditionalFieldsPage', () => {
  it('assigns a seat: validates, saves through the API and says the login email is on its way', async () => {
    jest.spyOn(seatsApi, 'list').mockResolvedValue([seat(1, { name: 'Ann Lee', email: 'ann@example.com', regionId: 70 }), seat(2, { name: 'Ben Cho' })]);
    const update = jest.spyOn(seatsApi, 'update').mockImplementation(async (_t, id, body) => ({
      seat: { ...seat(2), seatId: id, name: body.name, email: body.email, regionId: body.regionId ?? null }, emailSent: true,
      message: `Seat saved. We are sending the login details to ${body.email}.`,
    }));
    renderAt('/additionalFields', <AdditionalFieldsPage />);
    const rows = await screen.findAllByTestId('seat-row');
    expect(screen.getByRole('heading', { level: 1, name: 'Assign your seats' })).toBeInTheDocument();
    expect(screen.getByText('1 of 2 still to assign')).toBeInTheDocument();
    const first = within(rows[0]!);
    expect(first.getByLabelText('Full Name')).toHaveValue('Ann Lee');
    expect(first.getByLabelText('Region')).toHaveValue('70');
    expect(first.getByRole('button', { name: /Save/ })).toBeDisabled();

    const row = within(rows[1]!);
    const user = userEvent.setup();
    await user.type(row.getByLabelText('Email'), 'ben@');
    await user.click(row.getByRole('button', { name: /Save/ }));
    expect(within(screen.getByTestId('toasts')).getByText('Please ensure email is valid')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await user.type(row.getByLabelText('Email'), 'example.com');
    await user.selectOptions(row.getByLabelText('Region'), 'Canada');
    await user.click(row.getByRole('button', { name: /Save/ }));
    expect(update).toHaveBeenCalledWith('token-1', 102, { name: 'Ben Cho', email: 'ben@example.com', regionId: 68 });
    expect(await within(screen.getByTestId('toasts')).findByText('Seat saved. We are sending the login details to ben@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Every seat is assigned')).toBeInTheDocument();
  });

  it("shows the API's reason when a save is refused", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(seatsApi, 'list').mockResolvedValue([seat(1, { name: 'Ann', needsRegion: false, productId: 20, regionId: null })]);
    jest.spyOn(seatsApi, 'update').mockRejectedValue(Object.assign(new Error('400'), {
      response: { status: 400, data: { message: 'ann@example.com already holds a seat of this program in this order.' }, headers: {} },
    }));
    renderAt('/additionalFields', <AdditionalFieldsPage />);
    const row = within(await screen.findByTestId('seat-row'));
    expect(row.queryByLabelText('Region')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(row.getByLabelText('Email'), 'ann@example.com');
    await user.click(row.getByRole('button', { name: /Save/ }));
    expect(await within(screen.getByTestId('toasts')).findByText('ann@example.com already holds a seat of this program in this order.')).toBeInTheDocument();
  });

  it('says when there are no seats', async () => {
    jest.spyOn(seatsApi, 'list').mockResolvedValue([]);
    renderAt('/additionalFields', <AdditionalFieldsPage />);
    expect(await screen.findByTestId('no-seats')).toHaveTextContent('You have no seats to assign');
  });
});
