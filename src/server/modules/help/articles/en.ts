import type { ArticleTexts } from '.';

export const en: ArticleTexts = {
  deposit_chain: {
    title: 'How do I deposit crypto?',
    body: `Open Deposit, choose Crypto, then the coin and its network (for USDT: TRC20, ERC20 or OMNI). Send only that coin on that network to the address shown: coins sent on another network cannot be recovered.

- In your wallet app's browser, tap "Send from my wallet" and confirm one transfer. We never ask for a token approval.
- From any other wallet, send to the address, then paste the transaction hash (TxID) under "I already paid".

We check the transfer on the blockchain and credit your spot account after the network confirmations. Each network has a minimum deposit, shown on the page. The platform charges no deposit fee.`,
  },
  deposit_bank: {
    title: 'How do bank transfer and quick deposit work?',
    body: `Bank transfer: open Deposit, choose Bank transfer and pay to the account shown. Write the reference in the transfer remark so we can match your payment, then fill in your bank, card number and name and upload the transfer voucher.

Quick deposit: pay to the account shown, enter the amount you paid and upload the payment proof.

Both are credited after our team checks the payment. You can follow them under Deposits & withdrawals, and you get a message when one is approved or rejected.`,
  },
  deposit_missing: {
    title: 'My deposit has not arrived. What should I do?',
    body: `Open Deposits & withdrawals and find the deposit:

- Confirming: the network has not yet given enough confirmations. It is credited by itself once it has.
- Under review: a bank transfer or quick deposit waits for our team.
- Rejected: the reason is shown on the record and in your messages.

If you sent coins but no record exists, submit the transaction hash on the Deposit page. Check that you used the same coin and network as the address. If it still does not appear, send us feedback with the hash.`,
  },
  withdraw_how: {
    title: 'How do I withdraw?',
    body: `Before your first withdrawal you need three things: identity verification, a 6-digit fund password, and a saved withdrawal address (or a bank card).

Open Withdraw, choose the coin, network and address, enter the amount and your fund password. The page shows the fee and the amount that arrives.

- At most 3 withdrawal requests a day.
- Each coin and network has a minimum amount.
- The amount and the fee are frozen while the request is under review.
- After approval, the coins arrive within 48 hours.`,
  },
  withdraw_status: {
    title: 'Why is my withdrawal under review or rejected?',
    body: `Every withdrawal is reviewed before it is sent. While it is under review, the amount and the fee stay frozen in your balance: you cannot spend or transfer them.

If it is approved, it arrives within 48 hours. If it is rejected, the frozen amount and the fee return to your available balance at once, and the reason is shown on the record and in a message to you.

You can follow each request under Deposits & withdrawals.`,
  },
  withdraw_hold: {
    title: 'Why are my withdrawals held for 24 hours?',
    body: `For your safety, withdrawals are held for 24 hours after you change your fund password, and withdrawals to a bank card are held for 24 hours after you replace that card. If someone else made the change, this gives you time to notice and contact us.

The Withdraw page shows until when the hold lasts. You also receive a message about every security change.`,
  },
  verification_levels: {
    title: 'What are basic and advanced verification?',
    body: `Basic verification: your country, full name and ID, licence or passport number, entered exactly as on the document.

Advanced verification: your contact address and three photos: the front of the document, the back, and you holding it. It opens once basic verification is approved.

Each level shows Not verified, Under review or Verified. Verification is needed to withdraw and to trade options with real funds (the demo account needs none).`,
  },
  verification_rejected: {
    title: 'My verification was rejected. What now?',
    body: `The reason is shown on the verification page and in your messages. Correct what it says and submit again.

For photos:
- JPEG, PNG or WebP, up to the size shown under the photos (5 MB by default).
- The whole document in the picture, all four corners, no glare, text readable.
- In the photo holding the document, your face and the document both clearly visible.

Your details are used only to verify your identity.`,
  },
  fees_trading: {
    title: 'What are the trading fees?',
    body: `- Spot: 0.1% of the trade's amount in the quote coin, on every fill.
- Perpetual contracts: 0.05% of the position's value, when it opens and when it closes. No funding fees are charged.
- Delivery options: 2% of the winnings of a winning order; nothing on a loss or a refund.

Each order's fee is recorded on the order and in your account change records.`,
  },
  fees_deposit_withdraw: {
    title: 'Are there fees on deposits and withdrawals?',
    body: `Deposits: the platform charges no fee. The network fee of a crypto transfer is paid by the sending wallet.

Withdrawals: a fixed fee per coin and network, taken from your balance with the amount. For USDT it is 1 on TRC20, 5 on ERC20 and 10 on OMNI. The withdrawal page always shows the current fee and minimum before you confirm.`,
  },
  options_how: {
    title: 'How do delivery options work?',
    body: `Choose a pair, a period (30, 60, 120 or 300 seconds) and a direction:

- Up wins if the price at the end is higher than at the start.
- Down wins if it is lower.
- Flat wins if it stays within the band shown on the order form.

Your stake (10 to 50,000 USDT) is frozen when the order is accepted. A win pays your stake plus the period's payout ratio (80% to 90%), less a fee of 2% of the winnings. A loss forfeits the stake. If the price ends exactly where it started, Up and Down are refunded.`,
  },
  options_settlement: {
    title: 'How is an option settled? Can anyone change the result?',
    body: `No. Prices come from the market feed and every one we use is recorded. The open price is the index price when your order is accepted. The close price is the median of the index ticks recorded in the last 2 seconds of the period, so a single odd tick cannot decide it.

Each settled order shows its open and close prices and the ticks it was settled from. No one, including our staff, can choose an outcome.`,
  },
  options_demo: {
    title: 'What is the demo account?',
    body: `The demo account lets you practise options with the same prices and rules as the real one, on a separate demo balance. You can refill the demo balance at any time from the options screen.

Demo funds are not real money: they can never be transferred to a real account or withdrawn. Trading with real funds needs identity verification.`,
  },
  contract_basics: {
    title: 'How do perpetual contracts work?',
    body: `You open a long position if you expect the price to rise, or a short one if you expect it to fall, in lots (at least 1). Each pair's lot is a fixed quantity of the coin.

- Margin = quantity × price ÷ leverage, held from your contract account.
- Isolated: only the position's own margin is at risk. Cross: your whole contract account backs it.
- Market orders fill at once; limit orders wait until the mark price reaches your price.
- Take-profit and stop-loss close the position when the mark price reaches them.`,
  },
  contract_liquidation: {
    title: 'What is liquidation and how do I avoid it?',
    body: `Each position shows its liquidation price. If the mark price reaches it, your pending orders on that pair are cancelled and the position is closed at that price. An isolated position never loses more than its margin; a cross position never more than your contract account.

To keep away from it:
- use lower leverage;
- add margin to an isolated position (the liquidation price moves further away);
- set a stop-loss.

You get a message when a position is liquidated or a take-profit or stop-loss is triggered.`,
  },
  finance_how: {
    title: 'How do locked funds earn interest?',
    body: `Choose a product (its term in days, daily rate and minimum) and the amount. The principal is held in your finance account for the whole term.

Interest starts the day after you subscribe and is paid into your finance account once a day. At the end of the term the principal is released to you.

Example: 10,000 USDT at 0.4% a day for 15 days earns 600 USDT in total.`,
  },
  finance_early: {
    title: 'Can I redeem early? How is the penalty worked out?',
    body: `Yes. The penalty is the product's penalty rate × the days left × the principal, never more than the principal. It is deducted from the principal; interest already paid stays yours.

Example: 1,000 USDT with 3 days left at 0.4%: penalty 0.4% × 3 × 1,000 = 12, refund 988.

Before you confirm, the screen shows the exact penalty and refund, and that is what you get.`,
  },
  c2c_buy: {
    title: 'How do I buy coins with P2P trading?',
    body: `Choose a merchant's ad and enter the amount. The merchant's coins are held in escrow from the moment the order is placed.

- Pay the merchant within 30 minutes using the payment details shown, then tap "I have paid". Only tap it after you have really paid.
- The merchant checks the payment and releases the coins to your account.
- If you do not confirm payment within 30 minutes, the order is cancelled automatically.

You may cancel while paying, but after 3 cancellations in one day you cannot place new orders until the next day.`,
  },
  c2c_sell: {
    title: 'How do I sell coins with P2P trading?',
    body: `Save a bank card first: the merchant pays to the card you saved for withdrawals. Choose a merchant's buy ad and enter the quantity; your coins are frozen in escrow.

When the merchant marks the order as paid, check that the money has really arrived in your account, then release the coins with your fund password. Never release before the money is there: a release cannot be undone.`,
  },
  c2c_appeal: {
    title: 'The other party is not responding. How do I appeal?',
    body: `Use the chat on the order first; you can send images such as a payment proof.

If the order is marked as paid and the coins are not released, either side can appeal 15 minutes after payment. An operator reviews the order and the chat, then releases the coins to the buyer or cancels the order and returns the escrow. The decision and its reason are shown on the order, and both sides get a message.`,
  },
  security_fund_password: {
    title: 'What is the fund password?',
    body: `The fund password is a 6-digit number, separate from your login password. It confirms withdrawals, new withdrawal addresses and bank cards, and P2P releases.

Set or change it under Settings › Fund password. After a change, withdrawals are held for 24 hours for your safety.

Never share it with anyone: our staff will never ask for it.`,
  },
  security_wallet: {
    title: 'Is signing in with a wallet safe?',
    body: `Signing in with an ERC or TRC wallet only asks you to sign a message. It moves no money, and we never ask for a token approval or an allowance. If a page asks you to approve a token in our name, stop: it is not us.

A deposit from your wallet asks you to confirm one transfer, to the address shown on the Deposit page. If you switch account or network in your wallet, the app notices at once.`,
  },
  security_account: {
    title: 'How do I keep my account safe?',
    body: `- Use a login password of at least 6 characters that you use nowhere else, and change it under Settings if you suspect anything.
- Bind an e-mail or phone: changes to addresses, bank cards and the fund password then need a code.
- Read your messages: we tell you about every sign-in from a new device and every security change.

If you see a change you did not make, change your passwords and contact support at once.`,
  },
};
