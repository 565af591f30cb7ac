"""Binding a member's WeChat accounts (official account, mini program, app) and JS-SDK signatures."""
