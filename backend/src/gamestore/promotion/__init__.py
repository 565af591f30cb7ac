"""Promotions: banners now; activities, discounts and coupons as they come."""
